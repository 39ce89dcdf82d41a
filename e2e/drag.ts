import type { Locator, Page } from '@playwright/test';

/** The dispatch board's geometry (dispatch components): 28 px per 30 minutes from 6:00, company time. */
export const SLOT_W = 28;
export const xOf = (hour: number) => (hour - 6) * 2 * SLOT_W;

/** A real pointer drag (dnd-kit listens to pointer events): from a point to a point, in steps. */
export async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y + 10, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await page.mouse.up();
}

/** A visible element's centre, left and top edges and height. */
export async function centre(l: Locator) {
  const b = await l.boundingBox();
  if (!b) throw new Error('not visible');
  return { x: b.x + b.width / 2, y: b.y + b.height / 2, left: b.x, top: b.y, height: b.height };
}
