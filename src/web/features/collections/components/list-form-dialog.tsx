import { useState, type RefObject } from 'react';
import {
  LIST_DESCRIPTION_MAX,
  LIST_NAME_MAX,
  LIST_NAME_REQUIRED,
} from '../../../../shared/collection-rules';
import { CreateListSchema } from '../../../../shared/schemas/collections';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, dialogClasses } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { buttonClasses } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';

export type ListFormValues = { name: string; description: string | null };

/** The fields of this form, as the create and update routes check them. */
const ListFormSchema = CreateListSchema.pick({ name: true, description: true });

/**
 * Create or edit a list: a name (required, at most 80 characters) and a description (optional,
 * at most 500). A blank name is refused with the spec's toast before anything is sent.
 */
export function ListFormDialog({
  open,
  onOpenChange,
  title,
  submitLabel,
  initial,
  busy,
  returnFocusTo,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  initial?: ListFormValues;
  busy: boolean;
  returnFocusTo?: RefObject<HTMLElement | null>;
  onSubmit: (values: ListFormValues) => Promise<unknown>;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      busy={busy}
      returnFocusTo={returnFocusTo}
    >
      <ListForm initial={initial} busy={busy} submitLabel={submitLabel} onSubmit={onSubmit} />
    </Dialog>
  );
}

function ListForm({
  initial,
  busy,
  submitLabel,
  onSubmit,
}: {
  initial?: ListFormValues;
  busy: boolean;
  submitLabel: string;
  onSubmit: (values: ListFormValues) => Promise<unknown>;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const { attach, errors, handleSubmit } = useSchemaForm(ListFormSchema, { name, description });

  const submit = handleSubmit(
    (input) => onSubmit({ name: input.name, description: input.description ?? null }),
    {
      onInvalid: (invalid) => {
        if (invalid.name === LIST_NAME_REQUIRED.description) {
          notify.error(LIST_NAME_REQUIRED.title, LIST_NAME_REQUIRED.description);
        }
      },
    },
  );

  return (
    <form ref={attach} noValidate onSubmit={submit} className="mt-4 space-y-4">
      <TextField
        label="List name"
        value={name}
        onValueChange={setName}
        error={errors.name}
        maxLength={LIST_NAME_MAX}
        placeholder="Summer camps"
        autoComplete="off"
      />
      <TextAreaField
        label="Description"
        labelNote="(optional)"
        value={description}
        onValueChange={setDescription}
        error={errors.description}
        maxLength={LIST_DESCRIPTION_MAX}
      />
      <div className={dialogClasses.actions}>
        <DialogClose disabled={busy} className={buttonClasses({ variant: 'secondary' })}>
          Cancel
        </DialogClose>
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
