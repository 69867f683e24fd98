import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { OnboardingKidSchema } from '../../../../shared/schemas/kid';
import { useCreateKids } from '../../../api/kids/create-kids';
import { kidsQueryOptions } from '../../../api/kids/get-kids';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { schemaFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { ChildFields, type ChildDraft } from './child-fields';
import { OnboardingShell } from './onboarding-shell';
import { stepPath } from './steps';

const INCOMPLETE = "Please fill in your child's name and birthdate.";

const emptyChild = (key: number): ChildDraft => ({
  key,
  name: '',
  birthDate: '',
  interests: [],
  allergies: '',
});

const toInput = ({ name, birthDate, interests, allergies }: ChildDraft) => ({
  name,
  birthDate,
  interests,
  allergies,
});

const isNamed = (child: ChildDraft) => child.name.trim() !== '';

/** Step 3: one or more children; only those with a name are saved, all at once. */
export function KidProfileStep() {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const nextKey = useRef(1);
  const [children, setChildren] = useState<ChildDraft[]>(() => [emptyChild(0)]);
  const [addedKey, setAddedKey] = useState<number | null>(null);
  const [attempted, setAttempted] = useState(false);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const create = useCreateKids();
  const existing = useQuery(kidsQueryOptions()).data?.items ?? [];

  // The first child is always checked; the others once they have a name (blank ones are skipped).
  const errorsOf = (child: ChildDraft, index: number): FieldErrors =>
    attempted && (index === 0 || isNamed(child))
      ? schemaFieldErrors(OnboardingKidSchema, toInput(child))
      : {};

  const update = (key: number, next: ChildDraft) =>
    setChildren((list) => list.map((c) => (c.key === key ? next : c)));

  function add() {
    const key = nextKey.current++;
    setChildren((list) => [...list, emptyChild(key)]);
    setAddedKey(key);
  }

  function remove(key: number) {
    setChildren((list) => list.filter((c) => c.key !== key));
    addButtonRef.current?.focus();
  }

  function submit() {
    setAttempted(true);
    const first = children[0];
    const named = children.filter(isNamed);
    if (!first || !isNamed(first) || !first.birthDate || named.some((c) => !c.birthDate)) {
      notify.error('Incomplete profile', INCOMPLETE);
      return focusFirstInvalid(formRef.current);
    }
    const parsed = named.map((c) => OnboardingKidSchema.safeParse(toInput(c)));
    const kids = parsed.flatMap((result) => (result.success ? [result.data] : []));
    if (kids.length < parsed.length) return focusFirstInvalid(formRef.current);
    create.mutate(
      { kids },
      {
        onSuccess: () => navigate(stepPath('preferences')),
        onError: (error) => notify.error('Failed to save kid profiles', errorMessage(error)),
      },
    );
  }

  return (
    <OnboardingShell
      step="kid-profile"
      title="Your Kids"
      description="Add your children so we can suggest activities that suit their ages and interests."
      next={{ onClick: submit, busy: create.isPending }}
      secondary={
        <Button variant="ghost" onClick={() => navigate(stepPath('preferences'))}>
          Skip for now
        </Button>
      }
    >
      {existing.length > 0 && (
        <p className="mb-4 rounded-2xl bg-primary-tint px-4 py-3 text-[15px] text-primary-hover">
          Already added: {existing.map((kid) => kid.name).join(', ')}.
        </p>
      )}
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="space-y-4"
      >
        {children.map((child, index) => (
          <ChildFields
            key={child.key}
            index={index}
            child={child}
            errors={errorsOf(child, index)}
            onChange={(next) => update(child.key, next)}
            onRemove={index === 0 ? undefined : () => remove(child.key)}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the child just added (see ChildFields)
            autoFocus={child.key === addedKey}
          />
        ))}
      </form>
      <Button ref={addButtonRef} variant="secondary" onClick={add} className="mt-4 w-full">
        <Plus aria-hidden className="size-4" />
        Add another child
      </Button>
    </OnboardingShell>
  );
}
