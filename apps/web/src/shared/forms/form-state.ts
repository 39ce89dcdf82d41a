import { type ChangeEvent, useState } from 'react';

/** Named rows as the options of a Mantine Select, whose values are strings. */
export const toOptions = (rows: { id: number; name: string }[] | undefined) =>
  (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));

/** A Select's value back to the id it stands for; nothing chosen is null. */
export const toId = (value: string | null) => (value ? Number(value) : null);

type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/**
 * A form's fields in one object, changed a few at a time. `bind.field(name)` gives the value and onChange
 * of a Select or date field; `bind.text(name)` those of a text input, whose onChange hands an event.
 */
export function usePatchState<T extends object>(initial: T | (() => T)) {
  const [value, setValue] = useState<T>(initial);
  const patch = (change: Partial<T>) => setValue((old) => ({ ...old, ...change }));
  const bind = {
    field: <K extends keyof T>(name: K) => ({
      value: value[name],
      onChange: (x: T[K]) => patch({ [name]: x } as unknown as Partial<T>),
    }),
    text: (name: TextKeys<T>) => ({
      value: value[name] as string,
      onChange: (e: ChangeEvent<HTMLInputElement>) =>
        patch({ [name]: e.currentTarget.value } as unknown as Partial<T>),
    }),
  };
  return [value, patch, bind] as const;
}
