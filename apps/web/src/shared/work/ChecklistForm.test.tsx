import type { Checklist } from '@fieldline/contracts/checklists/checklists.contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/utils';
import { ChecklistForm } from './ChecklistForm';

const checklist: Checklist = {
  id: 3,
  ownerKind: 'Bid',
  ownerId: 9,
  checklistDefinition: {
    id: 1,
    name: 'RTU',
    title: 'Rooftop unit inspection',
    questions: [
      { id: 'q1', text: 'Filters replaced', kind: 'check' },
      { id: 'q2', text: 'Remarks', kind: 'text' },
      { id: 'psi', text: 'Suction pressure', kind: 'number' },
    ],
  },
  equipment: null,
  answers: { q2: 'Dirty coil' },
  answeredCount: 1,
  questionCount: 3,
  createdBy: 1,
  createdByName: 'Alex Morgan',
  createdDate: '2026-11-21T10:00:00.000Z',
  modifiedDate: '2026-11-21T10:00:00.000Z',
  version: 1,
};

describe('ChecklistForm', () => {
  it('shows one input per question kind and saves only the answers that changed', () => {
    const onSave = vi.fn();
    renderApp(<ChecklistForm checklist={checklist} readOnly={false} saving={false} onSave={onSave} />);
    const save = screen.getByRole('button', { name: 'Save answers' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Remarks') as HTMLTextAreaElement).value).toBe('Dirty coil');

    fireEvent.click(screen.getByLabelText('Filters replaced'));
    fireEvent.change(screen.getByLabelText('Suction pressure'), { target: { value: '62' } });
    expect((save as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(save);
    expect(onSave).toHaveBeenCalledWith({ q1: true, psi: 62 });
  });

  it('is read-only without edit rights', () => {
    renderApp(<ChecklistForm checklist={checklist} readOnly saving={false} onSave={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Save answers' })).toBeNull();
    expect((screen.getByLabelText('Filters replaced') as HTMLInputElement).disabled).toBe(true);
  });
});
