import { format, parseISO } from 'date-fns';
import { CalendarDays, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  EMERGENCY_RELATIONSHIP_LABELS,
  SCHOOL_GRADE_LABELS,
} from '../../../../shared/family-options';
import type { Kid } from '../../../../shared/schemas/kid';
import { Button, buttonClasses } from '../../../components/ui/button';

/** The 'Profile Details' tab: optional fields appear only when set. */
export function KidDetails({ kid, onViewBookings }: { kid: Kid; onViewBookings: () => void }) {
  const contact = kid.emergencyContact;
  return (
    <div className="space-y-4">
      <dl className="divide-y divide-line rounded-3xl border border-line bg-white px-5 shadow-xs sm:px-6">
        <Item label="Date of birth">{format(parseISO(kid.birthDate), 'MMMM d, yyyy')}</Item>
        {kid.interests.length > 0 && (
          <Item label="Interests">
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {kid.interests.map((interest) => (
                <li
                  key={interest}
                  className="rounded-full bg-primary-tint px-3 py-1 text-sm font-semibold text-primary-hover"
                >
                  {interest}
                </li>
              ))}
            </ul>
          </Item>
        )}
        {kid.allergies && <Item label="Allergies or health considerations">{kid.allergies}</Item>}
        {kid.schoolGrade && (
          <Item label="School grade">{SCHOOL_GRADE_LABELS[kid.schoolGrade]}</Item>
        )}
        {kid.schoolDistrict && <Item label="School district">{kid.schoolDistrict}</Item>}
        {kid.goodToKnow && <Item label="Good to know">{kid.goodToKnow}</Item>}
        {kid.favoriteThings && <Item label="Favorite things">{kid.favoriteThings}</Item>}
        {kid.dislikes && <Item label="Dislikes">{kid.dislikes}</Item>}
        {contact && (
          <Item label="Emergency contact">
            <span className="block font-semibold">{contact.name}</span>
            {contact.relationship && (
              <span className="block text-muted">
                {EMERGENCY_RELATIONSHIP_LABELS[contact.relationship]}
              </span>
            )}
            {contact.phone && (
              <a
                href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                className="inline-block py-1 font-semibold text-primary underline-offset-4 hover:underline"
              >
                {contact.phone}
              </a>
            )}
          </Item>
        )}
      </dl>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={`/profiles/edit/${kid.id}`} className={buttonClasses({ size: 'lg' })}>
          <Pencil aria-hidden className="size-4" />
          Edit Profile
        </Link>
        <Button variant="secondary" size="lg" onClick={onViewBookings}>
          <CalendarDays aria-hidden className="size-4" />
          View Bookings
        </Button>
      </div>
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1 whitespace-pre-line text-ink">{children}</dd>
    </div>
  );
}
