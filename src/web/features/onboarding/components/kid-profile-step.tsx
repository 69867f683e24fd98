import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { OnboardingKidsSchema } from '../../../../shared/schemas/kid';
import { useCreateKids } from '../../../api/kids/create-kids';
import { kidsQueryOptions } from '../../../api/kids/get-kids';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSchemaForm, type FieldErrors } from '../../../lib/use-schema-form';
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
  const nextKey = useRef(1);
  const [children, setChildren] = useState<ChildDraft[]>(() => [emptyChild(0)]);
  const [addedKey, setAddedKey] = useState<number | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const create = useCreateKids();
  const existing = useQuery(kidsQueryOptions()).data?.items ?? [];

  // The first child is always checked; the others once they have a name (blank ones are skipped).
  const checked = children.filter((child, index) => index === 0 || isNamed(child));
  const { attach, errors, handleSubmit } = useSchemaForm(OnboardingKidsSchema, {
    kids: checked.map(toInput),
  });

  /** A child's errors by field name ('kids.1.name' → 'name'). */
  function errorsOf(child: ChildDraft): FieldErrors {
    const prefix = `kids.${checked.indexOf(child)}.`;
    return Object.fromEntries(
      Object.entries(errors).flatMap(([path, message]) =>
        path.startsWith(prefix) ? [[path.slice(prefix.length), message]] : [],
      ),
    );
  }

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

  const submit = handleSubmit(
    (input) =>
      create.mutateAsync(input).then(
        () => navigate(stepPath('preferences')),
        (error: Error) => notify.error('Failed to save kid profiles', errorMessage(error)),
      ),
    {
      onInvalid: () => {
        const first = children[0];
        if (!first || !isNamed(first) || checked.some((c) => !c.birthDate)) {
          notify.error('Incomplete profile', INCOMPLETE);
        }
      },
    },
  );

  return (
    <OnboardingShell
      step="kid-profile"
      title="Your Kids"
      description="Add your children so we can suggest activities that suit their ages and interests."
      next={{ onClick: () => submit(), busy: create.isPending }}
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
      <form ref={attach} noValidate onSubmit={submit} className="space-y-4">
        {children.map((child, index) => (
          <ChildFields
            key={child.key}
            index={index}
            child={child}
            errors={errorsOf(child)}
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
