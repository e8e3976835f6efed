import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isValidEmail, EMAIL_INVALID_MESSAGE } from '../../../domain/identifiers/email';
import { LEAVE_PAGE, STAY_ON_PAGE, UNSAVED_CHANGES_MESSAGE } from './formTexts';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { SERVER_FORM_ERROR, useDomainForm } from './useDomainForm';

interface Contact {
  email: string;
  phone: string;
}

const validateContact = (values: Contact) => (values.email !== '' && !isValidEmail(values.email) ? [{ field: 'email', message: EMAIL_INVALID_MESSAGE }] : []);

interface Props {
  readonly save: (values: Contact) => Promise<Contact | void>;
  readonly goAfterSave?: boolean;
}

function ContactForm({ save, goAfterSave = false }: Props) {
  const { form, guard, submit } = useDomainForm<Contact>({ defaultValues: { email: '', phone: '' }, validate: validateContact });
  const navigate = useNavigate();
  const { errors } = form.formState;
  return (
    <form onSubmit={submit(save, () => goAfterSave && void navigate('/other'))} noValidate>
      <label>
        E-post
        <input {...form.register('email')} />
      </label>
      {errors.email && <p role="alert">{errors.email.message}</p>}
      <label>
        Telefon
        <input {...form.register('phone')} />
      </label>
      {errors.phone && <p role="alert">{errors.phone.message}</p>}
      {errors.root?.server && <p role="alert">{errors.root.server.message}</p>}
      <button type="submit">Lagre</button>
      <Link to="/other">Til en annen side</Link>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </form>
  );
}

function renderForm(save: Props['save'], goAfterSave = false) {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <ContactForm save={save} goAfterSave={goAfterSave} /> },
      { path: '/other', element: <p>Den andre siden</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useDomainForm', () => {
  it("shows the domain's message while typing and does not call save until it is gone", async () => {
    const save = vi.fn(async () => undefined);
    renderForm(save);
    await userEvent.type(screen.getByLabelText('E-post'), 'ola@');
    expect((await screen.findByRole('alert')).textContent).toBe(EMAIL_INVALID_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(save).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('E-post'), 'example.no');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it("puts a refused save's fieldErrors on their fields, the rest on the form, and keeps what was typed", async () => {
    const refusal = Object.assign(new Error('400'), {
      fieldErrors: [
        { path: 'body.phone', message: 'Telefonnummeret er ugyldig' },
        { path: 'query.x', message: 'Noe annet er galt' },
      ],
    });
    renderForm(async () => Promise.reject(refusal));
    await userEvent.type(screen.getByLabelText('Telefon'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['Telefonnummeret er ugyldig', 'Noe annet er galt']);
    expect(screen.getByLabelText<HTMLInputElement>('Telefon').value).toBe('12');
    expect(SERVER_FORM_ERROR).toBe('root.server');
  });

  it('keeps what was typed, still guarded, when the save fails because the session expired', async () => {
    renderForm(async () => Promise.reject(Object.assign(new Error('401'), { status: 401 })));
    await userEvent.type(screen.getByLabelText('E-post'), 'kari@example.no');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('E-post').value).toBe('kari@example.no');
    await userEvent.click(screen.getByRole('link', { name: 'Til en annen side' }));
    expect(await screen.findByText(UNSAVED_CHANGES_MESSAGE)).toBeTruthy();
  });

  it('asks before leaving with unsaved changes; staying keeps the values, leaving goes', async () => {
    const router = renderForm(async () => undefined);
    await userEvent.type(screen.getByLabelText('Telefon'), '99');
    await userEvent.click(screen.getByRole('link', { name: 'Til en annen side' }));
    expect(await screen.findByText(UNSAVED_CHANGES_MESSAGE)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: STAY_ON_PAGE }));
    await waitFor(() => expect(screen.queryByText(UNSAVED_CHANGES_MESSAGE)).toBeNull());
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText<HTMLInputElement>('Telefon').value).toBe('99');

    await userEvent.click(screen.getByRole('link', { name: 'Til en annen side' }));
    await userEvent.click(await screen.findByRole('button', { name: LEAVE_PAGE }));
    expect(await screen.findByText('Den andre siden')).toBeTruthy();
  });

  it('lets the officer go without asking after a successful save, even when the save navigates at once', async () => {
    const save = vi.fn(async () => undefined);
    renderForm(save, true);
    await userEvent.type(screen.getByLabelText('Telefon'), '99');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Den andre siden')).toBeTruthy();
    expect(save).toHaveBeenCalledWith({ email: '', phone: '99' });
    expect(screen.queryByText(UNSAVED_CHANGES_MESSAGE)).toBeNull();
  });

  it('does not ask when nothing was changed', async () => {
    renderForm(async () => undefined);
    await userEvent.click(screen.getByRole('link', { name: 'Til en annen side' }));
    expect(await screen.findByText('Den andre siden')).toBeTruthy();
  });
});
