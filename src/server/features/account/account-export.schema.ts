import { z } from 'zod';

/** GET /api/account/export: the parent's data as a JSON download (no secrets, no file bytes). */

const timestamp = z.string().nullable();

const ExportDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  sizeBytes: z.number(),
  uploadDate: timestamp,
});

const ExportKidSchema = z.object({
  id: z.string(),
  name: z.string(),
  birthDate: z.string(),
  interests: z.array(z.string()),
  avatarColor: z.string(),
  allergies: z.string().nullable(),
  schoolGrade: z.string().nullable(),
  schoolDistrict: z.string().nullable(),
  goodToKnow: z.string().nullable(),
  favoriteThings: z.string().nullable(),
  dislikes: z.string().nullable(),
  emergencyContact: z
    .object({ name: z.string(), phone: z.string().nullable(), relationship: z.string().nullable() })
    .nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  documents: z.array(ExportDocumentSchema),
});

const ExportBookingSchema = z.object({
  id: z.string(),
  activity: z.object({
    id: z.number(),
    title: z.string(),
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    locationName: z.string(),
    address: z.string(),
  }),
  /** The children booked; id null once that child's profile was deleted. */
  kids: z.array(z.object({ id: z.string().nullable(), name: z.string() })),
  priceCents: z.number(),
  totalCents: z.number(),
  paymentStatus: z.string(),
  paymentMethod: z.enum(['wallet', 'card']),
  paymentLabel: z.string(),
  /** What the wallet paid: the total, 0, or a split payment's wallet part (the card paid the rest). */
  walletCents: z.number(),
  status: z.enum(['confirmed', 'cancelled']),
  createdAt: timestamp,
  cancelledAt: timestamp,
  refundCents: z.number().nullable(),
});

/** Wallet balance, its ledger (newest first) and the saved payment methods (no gateway tokens). */
const ExportWalletSchema = z.object({
  balanceCents: z.number(),
  transactions: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      description: z.string(),
      amountCents: z.number(),
      bookingId: z.string().nullable(),
      createdAt: timestamp,
    }),
  ),
  paymentMethods: z.array(
    z.object({
      id: z.string(),
      type: z.enum(['card', 'giftcard']),
      isDefault: z.boolean(),
      cardBrand: z.string().nullable(),
      lastFour: z.string().nullable(),
      expMonth: z.number().nullable(),
      expYear: z.number().nullable(),
      cardholderName: z.string().nullable(),
      giftCardCode: z.string().nullable(),
      giftCardAmountCents: z.number().nullable(),
      createdAt: timestamp,
    }),
  ),
});

const ExportSavedActivitySchema = z.object({
  activityId: z.number(),
  title: z.string(),
  addedDate: timestamp,
});

const ExportNetworkSchema = z.object({
  connections: z.array(
    z.object({
      parentId: z.string(),
      firstName: z.string().nullable(),
      status: z.string(),
      direction: z.enum(['sent', 'received']),
      createdAt: timestamp,
      respondedAt: timestamp,
    }),
  ),
  blocked: z.array(z.object({ parentId: z.string(), createdAt: timestamp })),
  conversations: z.array(
    z.object({
      id: z.string(),
      withParent: z.object({ id: z.string(), firstName: z.string().nullable() }),
      createdAt: timestamp,
      messages: z.array(
        z.object({
          fromMe: z.boolean(),
          text: z.string(),
          createdAt: timestamp,
          readAt: timestamp,
        }),
      ),
    }),
  ),
});

/** What the parent was told, oldest first; their choices of channel (null: the defaults); devices; saved searches. */
const ExportNotificationsSchema = z.object({
  items: z.array(
    z.object({
      kind: z.string(),
      title: z.string(),
      body: z.string(),
      link: z.string(),
      createdAt: timestamp,
      readAt: timestamp,
    }),
  ),
  settings: z.record(z.string(), z.unknown()).nullable(),
  pushDevices: z.array(z.object({ device: z.string().nullable(), createdAt: timestamp })),
  /** 'Tell me about new ones': each search as saved, oldest first. */
  savedSearches: z.array(
    z.object({
      source: z.string(),
      label: z.string(),
      link: z.string(),
      query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
      createdAt: timestamp,
    }),
  ),
});

export const AccountExportSchema = z
  .object({
    exportedAt: z.string(),
    account: z.object({
      id: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      name: z.string(),
      phone: z.string().nullable(),
      image: z.string().nullable(),
      createdAt: timestamp,
      updatedAt: timestamp,
    }),
    signInMethods: z.array(z.object({ providerId: z.string(), createdAt: timestamp })),
    sessions: z.array(
      z.object({
        userAgent: z.string().nullable(),
        ipAddress: z.string().nullable(),
        createdAt: timestamp,
        lastActiveAt: timestamp,
        expiresAt: timestamp,
      }),
    ),
    profile: z
      .object({
        firstName: z.string().nullable(),
        birthDate: z.string().nullable(),
        region: z.string().nullable(),
        hasAvatar: z.boolean(),
        discoverable: z.boolean(),
        notificationsEnabled: z.boolean(),
        /**
         * Where Discover measures distance from, if there is one: chosen by the parent, or found
         * from their region (`fromRegion`), which then moves with the region.
         */
        location: z
          .object({ lat: z.number(), lng: z.number(), label: z.string(), fromRegion: z.boolean() })
          .nullable(),
        termsAcceptedAt: timestamp,
        onboardingCompletedAt: timestamp,
        updatedAt: timestamp,
      })
      .nullable(),
    preferences: z
      .object({
        activityTypes: z.array(z.string()),
        preferredDays: z.array(z.string()),
        preferredTimes: z.array(z.string()),
        maxDistance: z.number(),
        ageRange: z.object({ min: z.number(), max: z.number() }),
        createdAt: timestamp,
        updatedAt: timestamp,
      })
      .nullable(),
    kids: z.array(ExportKidSchema),
    wallet: ExportWalletSchema,
    /** Every booking, newest first, cancelled ones too. */
    bookings: z.array(ExportBookingSchema),
    /** The waitlists the parent is on, in line order; autoBook: 'wallet', 'card' or null. */
    waitlist: z.array(
      z.object({
        id: z.string(),
        activityId: z.number(),
        title: z.string(),
        sessionIds: z.array(z.number()),
        kidIds: z.array(z.string()),
        autoBook: z.string().nullable(),
        offerBookingId: z.string().nullable(),
        offeredAt: timestamp,
        createdAt: timestamp,
      }),
    ),
    /** What the parent searched in the search palette and what they did next, oldest first. */
    paletteLogs: z.array(
      z.object({
        sessionId: z.string(),
        searchType: z.string(),
        searchInput: z.string(),
        responseSummary: z.string(),
        usedRecommendation: z.boolean(),
        deviceInfo: z
          .object({ userAgent: z.string(), platform: z.string(), language: z.string() })
          .nullable(),
        createdAt: timestamp,
      }),
    ),
    /**
     * The comments and replies the parent wrote, oldest first (parentId: the thread's comment), on
     * an activity or on a list shared with them (listId only: the list is someone else's).
     */
    comments: z.array(
      z.object({
        id: z.string(),
        activity: z.object({ id: z.number(), title: z.string() }).nullable(),
        listId: z.string().nullable(),
        parentId: z.string().nullable(),
        content: z.string(),
        likes: z.number(),
        createdAt: timestamp,
        editedAt: timestamp,
      }),
    ),
    /** Favourite activities, newest first. */
    favorites: z.array(ExportSavedActivitySchema),
    /** Activity lists, last edited first (a shared list's link is not exported). */
    lists: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        description: z.string().nullable(),
        isShared: z.boolean(),
        createdDate: timestamp,
        updatedDate: timestamp,
        activities: z.array(ExportSavedActivitySchema),
      }),
    ),
    /** Connections, blocks and conversations with every message, both sides (decision 016). */
    network: ExportNetworkSchema,
    notifications: ExportNotificationsSchema,
  })
  .meta({ id: 'AccountExport' });
export type AccountExport = z.infer<typeof AccountExportSchema>;
