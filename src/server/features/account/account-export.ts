import type { AccountExport } from './account-export.schema';
import type { findAccountData } from './account-data.queries';

/** What findAccountData reads about a parent who exists. */
type AccountData = NonNullable<Awaited<ReturnType<typeof findAccountData>>>;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The parent's stored data as the export document: dates as ISO text, nothing secret. */
export function toAccountExport(data: AccountData, now: Date): AccountExport {
  return {
    exportedAt: now.toISOString(),
    account: {
      ...data.user,
      createdAt: iso(data.user.createdAt),
      updatedAt: iso(data.user.updatedAt),
    },
    signInMethods: data.signInMethods.map((m) => ({ ...m, createdAt: iso(m.createdAt) })),
    sessions: data.sessions.map((s) => ({
      userAgent: s.userAgent || null,
      ipAddress: s.ipAddress || null,
      createdAt: iso(s.createdAt),
      lastActiveAt: iso(s.updatedAt),
      expiresAt: iso(s.expiresAt),
    })),
    profile: data.profile ? exportedProfile(data.profile) : null,
    preferences: data.preferences ? exportedPreferences(data.preferences) : null,
    kids: data.kids.map((kid) =>
      exportedKid(
        kid,
        data.documents.filter((doc) => doc.kidId === kid.id),
      ),
    ),
    wallet: data.wallet,
    bookings: data.bookings,
    waitlist: data.waitlist,
    paletteLogs: data.paletteLogs.map((entry) => ({ ...entry, createdAt: iso(entry.createdAt) })),
    comments: data.comments.map((comment) => ({
      ...comment,
      content: comment.content ?? '',
      createdAt: iso(comment.createdAt),
      editedAt: iso(comment.editedAt),
    })),
    favorites: data.favorites.map((f) => ({
      activityId: f.activityId,
      title: f.title,
      addedDate: iso(f.addedAt),
    })),
    lists: data.lists.map((list) => ({
      id: list.id,
      name: list.name,
      description: list.description,
      isShared: list.isShared,
      createdDate: iso(list.createdAt),
      updatedDate: iso(list.updatedAt),
      activities: data.listItems
        .filter((item) => item.listId === list.id)
        .map((item) => ({
          activityId: item.activityId,
          title: item.title,
          addedDate: iso(item.addedAt),
        })),
    })),
    network: data.network,
    notifications: exportedNotifications(data.notifications),
  };
}

function exportedNotifications(data: AccountData['notifications']) {
  return {
    items: data.items.map((n) => ({ ...n, createdAt: iso(n.createdAt), readAt: iso(n.readAt) })),
    settings: data.settings,
    pushDevices: data.pushDevices.map((d) => ({ device: d.device, createdAt: iso(d.createdAt) })),
    savedSearches: data.savedSearches.map((s) => ({ ...s, createdAt: iso(s.createdAt) })),
  };
}

function exportedProfile(profile: NonNullable<AccountData['profile']>) {
  const { locationLat: lat, locationLng: lng } = profile;
  return {
    firstName: profile.firstName,
    birthDate: profile.birthDate,
    region: profile.region,
    hasAvatar: profile.avatarKey !== null,
    discoverable: profile.discoverable,
    notificationsEnabled: profile.notificationsEnabled,
    location:
      lat !== null && lng !== null
        ? { lat, lng, label: profile.locationLabel ?? '', fromRegion: profile.locationFromRegion }
        : null,
    termsAcceptedAt: iso(profile.termsAcceptedAt),
    onboardingCompletedAt: iso(profile.onboardingCompletedAt),
    updatedAt: iso(profile.updatedAt),
  };
}

function exportedPreferences(preferences: NonNullable<AccountData['preferences']>) {
  return {
    activityTypes: preferences.activityTypes,
    preferredDays: preferences.preferredDays,
    preferredTimes: preferences.preferredTimes,
    maxDistance: preferences.maxDistance,
    ageRange: { min: preferences.ageMin, max: preferences.ageMax },
    createdAt: iso(preferences.createdAt),
    updatedAt: iso(preferences.updatedAt),
  };
}

function exportedKid(kid: AccountData['kids'][number], documents: AccountData['documents']) {
  return {
    id: kid.id,
    name: kid.name,
    birthDate: kid.birthDate,
    interests: kid.interests,
    avatarColor: kid.avatarColor,
    allergies: kid.allergies,
    schoolGrade: kid.schoolGrade,
    schoolDistrict: kid.schoolDistrict,
    goodToKnow: kid.goodToKnow,
    favoriteThings: kid.favoriteThings,
    dislikes: kid.dislikes,
    emergencyContact: kid.emergencyContactName
      ? {
          name: kid.emergencyContactName,
          phone: kid.emergencyContactPhone,
          relationship: kid.emergencyContactRelationship,
        }
      : null,
    createdAt: iso(kid.createdAt),
    updatedAt: iso(kid.updatedAt),
    documents: documents.map((doc) => ({
      id: doc.id,
      name: doc.name,
      type: doc.contentType,
      sizeBytes: doc.sizeBytes,
      uploadDate: iso(doc.uploadedAt),
    })),
  };
}
