import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from '../components/ui/field';
import { useSchemaForm } from './use-schema-form';

const Schema = z.object({
  name: z.string().trim().min(1, 'Please enter a name'),
  email: z.email('Please enter a valid email address'),
  contact: z.object({ phone: z.string().regex(/^\d*$/, 'Digits only') }),
});

function deferred() {
  let settle = () => {};
  let fail = (_: Error) => {};
  const promise = new Promise<void>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  return { promise, settle, fail };
}

function Form({ send }: { send: (input: z.output<typeof Schema>) => Promise<unknown> }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const { attach, errors, pending, handleSubmit } = useSchemaForm(Schema, {
    name,
    email,
    contact: { phone },
  });
  return (
    <form ref={attach} noValidate onSubmit={handleSubmit(send)}>
      <TextField label="Name" value={name} onValueChange={setName} error={errors.name} />
      <TextField label="Email" value={email} onValueChange={setEmail} error={errors.email} />
      <TextField
        label="Phone"
        value={phone}
        onValueChange={setPhone}
        error={errors['contact.phone']}
      />
      <button type="submit" aria-busy={pending || undefined}>
        Save
      </button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('shows the schema’s messages from the first submit, wired to their fields', async () => {
    const user = userEvent.setup();
    const send = vi.fn(() => Promise.resolve());
    render(<Form send={send} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(screen.queryByText('Please enter a name')).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '12a');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(send).not.toHaveBeenCalled();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter a name');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Digits only',
    );

    // After the first submit the errors follow the values.
    await user.type(name, 'Maya');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter a name')).toBeNull();
  });

  it('puts the keyboard on the first invalid field after a failed submit', async () => {
    const user = userEvent.setup();
    render(<Form send={vi.fn(() => Promise.resolve())} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Maya');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
  });

  it('sends one request while a submit is pending, and the next one after it settles', async () => {
    const user = userEvent.setup();
    const first = deferred();
    const second = deferred();
    const send = vi
      .fn<() => Promise<void>>()
      .mockReturnValueOnce(first.promise)
      .mockReturnValueOnce(second.promise);
    render(<Form send={send} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Maya');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maya@example.com');
    const save = screen.getByRole('button', { name: 'Save' });

    await user.dblClick(save);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), '{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      name: 'Maya',
      email: 'maya@example.com',
      contact: { phone: '' },
    });
    expect(save).toHaveAttribute('aria-busy', 'true');

    first.settle();
    await vi.waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));
    await user.click(save);
    expect(send).toHaveBeenCalledTimes(2);

    // A failed request also ends the wait (the form shows its error itself).
    second.fail(new Error('offline'));
    await second.promise.catch(() => {});
    await vi.waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));
  });
});
