import { z } from 'zod';
import {
  isTimeZone,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type ChannelChoice,
  type NotificationKind,
} from '../notifications';
import { pageQuery } from './common';

/** The notification centre and its settings (issue 30: in the app, by e-mail, by push). */

export const NOTIFICATION_PAGE_DEFAULT = 20;
export const NOTIFICATION_PAGE_MAX = 50;

/** One notification as the centre lists it. `link` is a path in the app ("/bookings/…"). */
export const NotificationSchema = z
  .object({
    id: z.number().int(),
    /** One of NOTIFICATION_KINDS, or a newer kind this build does not know yet. */
    kind: z.string(),
    title: z.string(),
    body: z.string(),
    link: z.string(),
    createdAt: z.string(),
    readAt: z.string().nullable(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationQuerySchema = pageQuery(NOTIFICATION_PAGE_DEFAULT, NOTIFICATION_PAGE_MAX);

export const NotificationPageSchema = z
  .object({
    items: z.array(NotificationSchema),
    nextCursor: z.string().nullable(),
    /** Unread notifications in all, for the bell. */
    unread: z.number().int(),
  })
  .meta({ id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const UnreadCountSchema = z
  .object({ unread: z.number().int() })
  .meta({ id: 'NotificationUnread' });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

export const NotificationIdParamSchema = z.object({
  id: z.coerce
    .number({ error: 'Notification not found' })
    .int('Notification not found')
    .positive('Notification not found')
    .max(2 ** 53 - 1, 'Notification not found'),
});

const ChannelChoiceSchema = z.object(
  Object.fromEntries(NOTIFICATION_CHANNELS.map((c) => [c, z.boolean()])) as Record<
    keyof ChannelChoice,
    z.ZodBoolean
  >,
);

export const TimeZoneSchema = z
  .string()
  .min(1, 'Choose a time zone')
  .max(64, 'Choose a time zone')
  .refine(isTimeZone, 'Choose a time zone from the list');

export const NotificationSettingsSchema = z
  .object({
    channels: z.object(
      Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, ChannelChoiceSchema])) as Record<
        NotificationKind,
        typeof ChannelChoiceSchema
      >,
    ),
    reminders: z.object({ before24h: z.boolean(), before2h: z.boolean() }),
    quietHours: z.boolean(),
    timeZone: TimeZoneSchema,
  })
  .meta({ id: 'NotificationSettings' });

/** A change to the settings: any part of them (a switch flipped sends only that switch). */
export const NotificationSettingsUpdateSchema = z
  .object({
    channels: z
      .object(
        Object.fromEntries(
          NOTIFICATION_KINDS.map((k) => [k, ChannelChoiceSchema.partial().optional()]),
        ) as Record<
          NotificationKind,
          z.ZodOptional<ReturnType<typeof ChannelChoiceSchema.partial>>
        >,
      )
      .strict()
      .optional(),
    reminders: z.object({ before24h: z.boolean(), before2h: z.boolean() }).partial().optional(),
    quietHours: z.boolean().optional(),
    timeZone: TimeZoneSchema.optional(),
  })
  .strict();
export type NotificationSettingsUpdate = z.infer<typeof NotificationSettingsUpdateSchema>;

/** The one-click unsubscribe link's query (RFC 8058): the signed token says who and what. */
export const UnsubscribeQuerySchema = z.object({
  token: z.string().min(1, 'This unsubscribe link is not complete').max(512),
});

/** What an unsubscribe stopped: e-mail for one kind. */
export const UnsubscribedSchema = z
  .object({ kind: z.string(), label: z.string(), email: z.literal(false) })
  .meta({ id: 'Unsubscribed' });
export type Unsubscribed = z.infer<typeof UnsubscribedSchema>;
