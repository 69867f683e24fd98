import {
  AVATAR_COLORS,
  type EMERGENCY_RELATIONSHIPS,
  type KID_INTERESTS,
  type SCHOOL_GRADES,
} from '../../../shared/family-options';
import type { Kid, KidInput } from '../../../shared/schemas/kid';

export type KidInterest = (typeof KID_INTERESTS)[number];
export type SchoolGrade = (typeof SCHOOL_GRADES)[number];
export type Relationship = (typeof EMERGENCY_RELATIONSHIPS)[number];
export type AvatarColor = (typeof AVATAR_COLORS)[number];

/** What the form holds: every field as the inputs show it ('' for empty). */
export type KidFormValues = {
  name: string;
  birthDate: string;
  interests: KidInterest[];
  avatarColor: AvatarColor;
  allergies: string;
  schoolGrade: SchoolGrade | '';
  schoolDistrict: string;
  contactName: string;
  contactPhone: string;
  contactRelationship: Relationship | '';
  goodToKnow: string;
  favoriteThings: string;
  dislikes: string;
};

const isAvatarColor = (value: string): value is AvatarColor =>
  (AVATAR_COLORS as readonly string[]).includes(value);

export function formValuesFrom(kid?: Kid): KidFormValues {
  return {
    name: kid?.name ?? '',
    birthDate: kid?.birthDate ?? '',
    interests: (kid?.interests ?? []) as KidInterest[],
    avatarColor: kid && isAvatarColor(kid.avatarColor) ? kid.avatarColor : AVATAR_COLORS[0],
    allergies: kid?.allergies ?? '',
    schoolGrade: kid?.schoolGrade ?? '',
    schoolDistrict: kid?.schoolDistrict ?? '',
    contactName: kid?.emergencyContact?.name ?? '',
    contactPhone: kid?.emergencyContact?.phone ?? '',
    contactRelationship: kid?.emergencyContact?.relationship ?? '',
    goodToKnow: kid?.goodToKnow ?? '',
    favoriteThings: kid?.favoriteThings ?? '',
    dislikes: kid?.dislikes ?? '',
  };
}

/**
 * The API's input. The schema turns blank text into null (omitted); the emergency contact is
 * sent only when it has a name.
 */
export function toKidInput(values: KidFormValues): KidInput {
  return {
    name: values.name,
    birthDate: values.birthDate,
    interests: values.interests,
    avatarColor: values.avatarColor,
    allergies: values.allergies,
    schoolGrade: values.schoolGrade || null,
    schoolDistrict: values.schoolDistrict,
    goodToKnow: values.goodToKnow,
    favoriteThings: values.favoriteThings,
    dislikes: values.dislikes,
    emergencyContact: values.contactName.trim()
      ? {
          name: values.contactName,
          phone: values.contactPhone,
          relationship: values.contactRelationship || null,
        }
      : null,
  };
}

/** Edit mode opens a section when it already holds something. */
export const hasEmergencyContact = (kid?: Kid) => Boolean(kid?.emergencyContact?.name);
export const hasAdditionalInfo = (kid?: Kid) =>
  Boolean(kid?.goodToKnow || kid?.favoriteThings || kid?.dislikes);
