import { useId, useState, type FormEvent, type RefObject } from 'react';
import {
  LIST_DESCRIPTION_MAX,
  LIST_NAME_MAX,
  LIST_NAME_REQUIRED,
} from '../../../../shared/collection-rules';
import { ListDescriptionSchema, ListNameSchema } from '../../../../shared/schemas/collections';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, dialogClasses } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { buttonClasses } from '../../../components/ui/button';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { notify } from '../../../lib/notify';

export type ListFormValues = { name: string; description: string | null };

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
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});
  const once = useSubmitOnce();
  const descriptionId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsedName = ListNameSchema.safeParse(name);
    const parsedDescription = ListDescriptionSchema.safeParse(description);
    if (!parsedName.success || !parsedDescription.success) {
      const nameError = parsedName.error?.issues[0]?.message;
      setErrors({ name: nameError, description: parsedDescription.error?.issues[0]?.message });
      if (nameError === LIST_NAME_REQUIRED.description) {
        notify.error(LIST_NAME_REQUIRED.title, LIST_NAME_REQUIRED.description);
      }
      return;
    }
    setErrors({});
    once.run(() => onSubmit({ name: parsedName.data, description: parsedDescription.data }));
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      <TextField
        label="List name"
        value={name}
        onValueChange={setName}
        error={errors.name}
        maxLength={LIST_NAME_MAX}
        placeholder="Summer camps"
        autoComplete="off"
      />
      <div className="space-y-1.5">
        <label htmlFor={descriptionId} className="block text-sm font-semibold text-ink">
          Description <span className="ml-1 font-normal text-muted">(optional)</span>
        </label>
        <textarea
          id={descriptionId}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={LIST_DESCRIPTION_MAX}
          rows={3}
          aria-invalid={errors.description ? true : undefined}
          className="block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base text-ink hover:border-stone-400 focus-visible:border-primary"
        />
        {errors.description && (
          <p className="text-sm font-medium text-danger">{errors.description}</p>
        )}
      </div>
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
