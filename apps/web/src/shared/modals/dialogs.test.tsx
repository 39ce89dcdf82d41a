import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/utils';
import { alertModal, confirmModal } from './dialogs';
import { ModalContent, NO_DATA_MESSAGE } from './ModalContent';

function dialog(): HTMLElement {
  return screen.getByRole('dialog');
}

function buttonNames(): string[] {
  return Array.from(dialog().querySelectorAll('button')).map((b) => b.textContent ?? '');
}

/** Tries both ways of dismissing a modal that the spec says must not work. */
function tryToDismiss() {
  fireEvent.keyDown(dialog(), { key: 'Escape', code: 'Escape' });
  fireEvent.keyDown(document.body, { key: 'Escape', code: 'Escape' });
  const overlay = document.querySelector('.mantine-Modal-overlay');
  expect(overlay).not.toBeNull();
  fireEvent.mouseDown(overlay as Element);
  fireEvent.click(overlay as Element);
}

describe('alertModal', () => {
  it('shows title Alert, the message and only an OK button; resolves on OK', async () => {
    renderApp(<div />);
    let resolved = false;
    act(() => {
      void alertModal('The record was saved.').then(() => {
        resolved = true;
      });
    });
    await screen.findByText('The record was saved.');
    expect(screen.getByText('Alert')).toBeTruthy();
    expect(buttonNames()).toEqual(['OK']);

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(resolved).toBe(true));
    await waitFor(() => expect(screen.queryByText('The record was saved.')).toBeNull());
  });

  it('stays open on Escape and on a click outside', async () => {
    renderApp(<div />);
    act(() => {
      void alertModal('Static backdrop');
    });
    await screen.findByText('Static backdrop');
    tryToDismiss();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('Static backdrop')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  });
});

describe('confirmModal', () => {
  it('offers Cancel and OK; OK resolves true', async () => {
    renderApp(<div />);
    let answer: boolean | undefined;
    act(() => {
      void confirmModal('Delete this line?').then((a) => {
        answer = a;
      });
    });
    await screen.findByText('Delete this line?');
    expect(buttonNames()).toEqual(['Cancel', 'OK']);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(answer).toBe(true));
  });

  it('Cancel resolves false', async () => {
    renderApp(<div />);
    let answer: boolean | undefined;
    act(() => {
      void confirmModal('Leave?').then((a) => {
        answer = a;
      });
    });
    await screen.findByText('Leave?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(answer).toBe(false));
    await waitFor(() => expect(screen.queryByText('Leave?')).toBeNull());
  });

  it('Escape and the backdrop neither close it nor answer it', async () => {
    renderApp(<div />);
    let answer: boolean | undefined;
    act(() => {
      void confirmModal('Are you sure?').then((a) => {
        answer = a;
      });
    });
    await screen.findByText('Are you sure?');
    tryToDismiss();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('Are you sure?')).toBeTruthy();
    expect(answer).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(answer).toBe(false));
  });
});

describe('ModalContent', () => {
  const show = (query: { data: string[] | undefined; error: Error | null; isPending: boolean }) =>
    renderApp(<ModalContent query={query}>{(rows) => <p>{rows.join(', ')}</p>}</ModalContent>);

  it('shows a spinner while loading', () => {
    show({ data: undefined, error: null, isPending: true });
    expect(screen.getByLabelText('Loading')).toBeTruthy();
  });

  it('shows the error text on failure', () => {
    show({ data: undefined, error: new Error('Bad Gateway'), isPending: false });
    expect(screen.getByRole('alert').textContent).toBe('Bad Gateway');
  });

  it('says no data has been returned when the content is empty', () => {
    show({ data: [], error: null, isPending: false });
    expect(screen.getByText(NO_DATA_MESSAGE)).toBeTruthy();
    expect(NO_DATA_MESSAGE).toBe('No data has been returned.');
  });

  it('renders the content when there is some', () => {
    show({ data: ['a', 'b'], error: null, isPending: false });
    expect(screen.getByText('a, b')).toBeTruthy();
  });
});
