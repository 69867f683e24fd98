import { FileText, Phone, Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  EMERGENCY_RELATIONSHIP_LABELS,
  EMERGENCY_RELATIONSHIPS,
  SCHOOL_GRADE_LABELS,
  SCHOOL_GRADES,
} from '../../../../shared/family-options';
import { localIsoDate } from '../../../../shared/iso-date';
import { KidInputSchema, type Kid } from '../../../../shared/schemas/kid';
import { useCreateKid } from '../../../api/kids/create-kid';
import { useUpdateKid } from '../../../api/kids/update-kid';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';
import {
  formValuesFrom,
  hasAdditionalInfo,
  hasEmergencyContact,
  toKidInput,
  type KidFormValues,
} from '../kid-form-values';
import { AvatarColorPicker } from './avatar-color-picker';
import { DeleteKidButton } from './delete-kid-button';
import { KidAvatar } from './kid-avatar';
import { KidDocuments } from './kid-documents';
import { FormSection } from './form-section';
import { InterestsPicker } from './interests-picker';

const FORM_ID = 'kid-form';
const ADDITIONAL_FIELDS = ['goodToKnow', 'favoriteThings', 'dislikes'] as const;

/** Create (no kid) or edit a kid profile; on success back to /profiles with a toast. */
export function KidForm({ kid }: { kid?: Kid }) {
  const navigate = useNavigate();
  const [values, setValues] = useState(() => formValuesFrom(kid));
  const [contactOpen, setContactOpen] = useState(() => hasEmergencyContact(kid));
  const [additionalOpen, setAdditionalOpen] = useState(() => hasAdditionalInfo(kid));
  const [documentsOpen, setDocumentsOpen] = useState(false);
  const input = useMemo(() => toKidInput(values), [values]);
  const { attach, errors, handleSubmit, focusInvalid, showServerIssues } = useSchemaForm(
    KidInputSchema,
    input,
  );
  const contactErrors = {
    name: errors['emergencyContact.name'],
    phone: errors['emergencyContact.phone'],
    relationship: errors['emergencyContact.relationship'],
  };
  // A server complaint about the contact that the form's own check missed goes by the phone.
  const contactPhoneError =
    contactErrors.phone ??
    (errors.emergencyContact && !contactErrors.name && !contactErrors.relationship
      ? errors.emergencyContact
      : undefined);
  const createKid = useCreateKid();
  const updateKid = useUpdateKid();
  const saving = createKid.isPending || updateKid.isPending;

  const set =
    <K extends keyof KidFormValues>(key: K) =>
    (value: KidFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  /** Hidden fields cannot take the focus: open the sections that hold an error. */
  function openSectionsOf(fields: string[]) {
    if (fields.includes('emergencyContact')) setContactOpen(true);
    if (ADDITIONAL_FIELDS.some((f) => fields.includes(f))) setAdditionalOpen(true);
  }

  const submit = handleSubmit(
    (parsed) => {
      const onError = (error: Error) => {
        if (isApiError(error) && showServerIssues(error.fieldIssues)) {
          openSectionsOf(error.fieldIssues.map((issue) => issue.path.split('.')[0] ?? ''));
          focusInvalid();
        }
        notify.error('Failed to save profile', errorMessage(error));
      };
      const onSuccess = (saved: Kid) => {
        notify.success(
          kid ? 'Profile updated' : 'Profile created',
          `${saved.name}'s profile has been saved.`,
        );
        navigate('/profiles');
      };
      const saved = kid
        ? updateKid.mutateAsync({ id: kid.id, input: parsed })
        : createKid.mutateAsync(parsed);
      return saved.then(onSuccess, onError);
    },
    { onInvalid: (fieldErrors) => openSectionsOf(Object.keys(fieldErrors)) },
  );

  return (
    // Fields focused after a failed save must not land under the sticky header (WCAG 2.4.11).
    <div className="space-y-6 [&_input]:scroll-mt-24 [&_select]:scroll-mt-24 [&_textarea]:scroll-mt-24">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {kid ? 'Edit Kid Profile' : 'Create Kid Profile'}
      </h1>
      <form
        id={FORM_ID}
        ref={attach}
        noValidate
        onSubmit={submit}
        aria-label={kid ? 'Edit Kid Profile' : 'Create Kid Profile'}
        className="space-y-6"
      >
        <section className="flex flex-col items-center gap-4 rounded-3xl border border-line bg-white px-4 py-6 shadow-xs">
          <KidAvatar name={values.name} color={values.avatarColor} size="xl" />
          <AvatarColorPicker value={values.avatarColor} onValueChange={set('avatarColor')} />
        </section>

        <section className="space-y-5 rounded-3xl border border-line bg-white px-4 py-6 shadow-xs sm:px-6">
          <TextField
            label="Name"
            name="name"
            autoComplete="off"
            value={values.name}
            onValueChange={set('name')}
            error={errors.name}
            required
          />
          <TextField
            label="Date of birth"
            name="birthDate"
            type="date"
            min="1900-01-01"
            max={localIsoDate()}
            value={values.birthDate}
            onValueChange={set('birthDate')}
            error={errors.birthDate}
            required
          />
          <InterestsPicker
            value={values.interests}
            onValueChange={set('interests')}
            error={errors.interests}
          />
          <TextAreaField
            label="Allergies or health considerations"
            labelNote="(optional)"
            name="allergies"
            value={values.allergies}
            onValueChange={set('allergies')}
            error={errors.allergies}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label="School grade"
              labelNote="(optional)"
              name="schoolGrade"
              placeholder="Select grade"
              options={SCHOOL_GRADES}
              optionLabel={(grade) => SCHOOL_GRADE_LABELS[grade]}
              value={values.schoolGrade}
              onValueChange={set('schoolGrade')}
              error={errors.schoolGrade}
            />
            <TextField
              label="School district"
              labelNote="(optional)"
              name="schoolDistrict"
              value={values.schoolDistrict}
              onValueChange={set('schoolDistrict')}
              error={errors.schoolDistrict}
            />
          </div>
        </section>

        <FormSection
          title="Emergency Contact"
          icon={Phone}
          open={contactOpen}
          onOpenChange={setContactOpen}
        >
          <TextField
            label="Contact name"
            name="contactName"
            autoComplete="off"
            value={values.contactName}
            onValueChange={set('contactName')}
            error={contactErrors.name}
          />
          <TextField
            label="Phone"
            name="contactPhone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="+1 555 123 4567"
            value={values.contactPhone}
            onValueChange={set('contactPhone')}
            error={contactPhoneError}
          />
          <SelectField
            label="Relationship"
            name="contactRelationship"
            placeholder="Select relationship"
            options={EMERGENCY_RELATIONSHIPS}
            optionLabel={(relationship) => EMERGENCY_RELATIONSHIP_LABELS[relationship]}
            value={values.contactRelationship}
            onValueChange={set('contactRelationship')}
            error={contactErrors.relationship}
          />
        </FormSection>

        <FormSection
          title="Additional Information"
          icon={Sparkles}
          open={additionalOpen}
          onOpenChange={setAdditionalOpen}
        >
          <TextAreaField
            label="Good to know"
            name="goodToKnow"
            value={values.goodToKnow}
            onValueChange={set('goodToKnow')}
            error={errors.goodToKnow}
          />
          <TextAreaField
            label="Favorite things"
            name="favoriteThings"
            value={values.favoriteThings}
            onValueChange={set('favoriteThings')}
            error={errors.favoriteThings}
          />
          <TextAreaField
            label="Dislikes"
            name="dislikes"
            value={values.dislikes}
            onValueChange={set('dislikes')}
            error={errors.dislikes}
          />
        </FormSection>
      </form>

      {/* Its own form (forms cannot nest); the buttons below still submit the profile form. */}
      {kid && (
        <FormSection
          title="Documents & Records"
          icon={FileText}
          open={documentsOpen}
          onOpenChange={setDocumentsOpen}
        >
          <KidDocuments kidId={kid.id} />
        </FormSection>
      )}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" form={FORM_ID} size="lg" busy={saving} className="sm:min-w-44">
          {kid ? 'Save Changes' : 'Create Profile'}
        </Button>
        <Link to="/profiles" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          Cancel
        </Link>
        {kid && <DeleteKidButton kid={kid} className="sm:ml-auto" />}
      </div>
    </div>
  );
}
