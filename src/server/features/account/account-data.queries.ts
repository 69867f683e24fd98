import { releasePlaces } from '../../lib/booking-places.queries';
import { offerFreedPlacesLater } from '../../lib/waitlist-jobs';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { removeCommentsOfAuthor } from '../../lib/comment-removal.queries';
import {
  accounts,
  activities,
  bookingParticipants,
  bookings,
  boredombotLogs,
  commentLikes,
  comments,
  kidDocuments,
  kidProfiles,
  notifications,
  notificationSettings,
  outboxMessages,
  parentPreferences,
  paymentMethods,
  profiles,
  pushSubscriptions,
  savedSearches,
  sessions,
  users,
  verifications,
  waitlistEntries,
  walletTransactions,
  wallets,
} from '../../db/schema';
import { findCollectionsData } from './account-collections.queries';
import { findNetworkData } from './network-export.queries';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * The parent's money and bookings for the export: balance, ledger, payment methods (never the
 * gateway's token) and every booking with its activity and kids, newest first.
 */
async function findMoneyAndBookings(db: Database, userId: string) {
  const [wallet] = await db
    .select({ balanceCents: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  const transactions = await findLedger(db, userId);
  const methods = await findPaymentMethods(db, userId);
  const bookingRows = await findBookingsWithKids(db, userId);
  return {
    wallet: {
      balanceCents: wallet?.balanceCents ?? 0,
      transactions: transactions.map((tr) => ({ ...tr, createdAt: iso(tr.createdAt) })),
      paymentMethods: methods.map((m) => ({ ...m, createdAt: iso(m.createdAt) })),
    },
    bookings: bookingRows,
    waitlist: await findWaitlist(db, userId),
  };
}

/** The parent's places on waitlists (decision 060), oldest first. */
async function findWaitlist(db: Database, userId: string) {
  const rows = await db
    .select({
      id: waitlistEntries.id,
      activityId: waitlistEntries.activityId,
      title: activities.title,
      sessionIds: waitlistEntries.sessionIds,
      kidIds: waitlistEntries.kidIds,
      autoBook: waitlistEntries.autoBook,
      offerBookingId: waitlistEntries.offerBookingId,
      offeredAt: waitlistEntries.offeredAt,
      createdAt: waitlistEntries.createdAt,
    })
    .from(waitlistEntries)
    .innerJoin(activities, eq(activities.id, waitlistEntries.activityId))
    .where(eq(waitlistEntries.userId, userId))
    .orderBy(asc(waitlistEntries.position));
  return rows.map((r) => ({
    ...r,
    autoBook: r.autoBook?.method ?? null,
    offeredAt: iso(r.offeredAt),
    createdAt: iso(r.createdAt),
  }));
}

/** The wallet's ledger, newest first. */
function findLedger(db: Database, userId: string) {
  return db
    .select({
      id: walletTransactions.id,
      type: walletTransactions.type,
      description: walletTransactions.description,
      amountCents: walletTransactions.amountCents,
      bookingId: walletTransactions.bookingId,
      createdAt: walletTransactions.createdAt,
    })
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId))
    .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id));
}

/** Saved cards and gift cards, oldest first, without the gateway's token. */
function findPaymentMethods(db: Database, userId: string) {
  return db
    .select({
      id: paymentMethods.id,
      type: paymentMethods.type,
      isDefault: paymentMethods.isDefault,
      cardBrand: paymentMethods.cardBrand,
      lastFour: paymentMethods.lastFour,
      expMonth: paymentMethods.expMonth,
      expYear: paymentMethods.expYear,
      cardholderName: paymentMethods.cardholderName,
      giftCardCode: paymentMethods.giftCardCode,
      giftCardAmountCents: paymentMethods.giftCardAmountCents,
      createdAt: paymentMethods.createdAt,
    })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(asc(paymentMethods.createdAt), asc(paymentMethods.id));
}

/** Every booking, newest first, with its activity and the kids booked on it. */
async function findBookingsWithKids(db: Database, userId: string) {
  const bookingRows = await db
    .select({
      id: bookings.id,
      activity: {
        id: activities.id,
        title: activities.title,
        date: activities.date,
        startTime: activities.startTime,
        endTime: activities.endTime,
        locationName: activities.locationName,
        address: activities.address,
      },
      priceCents: bookings.priceCents,
      totalCents: bookings.totalCents,
      paymentStatus: bookings.paymentStatus,
      paymentMethod: bookings.paymentKind,
      paymentLabel: bookings.paymentLabel,
      walletCents: bookings.walletCents,
      status: bookings.status,
      createdAt: bookings.createdAt,
      cancelledAt: bookings.cancelledAt,
      refundCents: bookings.refundCents,
    })
    .from(bookings)
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    // Places held while paying (decision 057) are not a booking yet.
    .where(and(eq(bookings.userId, userId), ne(bookings.status, 'held')))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  const participants = bookingRows.length
    ? await db
        .select({
          bookingId: bookingParticipants.bookingId,
          kidId: bookingParticipants.kidId,
          name: bookingParticipants.kidName,
        })
        .from(bookingParticipants)
        .where(
          inArray(
            bookingParticipants.bookingId,
            bookingRows.map((b) => b.id),
          ),
        )
        .orderBy(asc(bookingParticipants.kidName))
    : [];
  return bookingRows.map((b) => ({
    ...b,
    activity: {
      ...b.activity,
      startTime: b.activity.startTime.slice(0, 5),
      endTime: b.activity.endTime.slice(0, 5),
    },
    kids: participants
      .filter((p) => p.bookingId === b.id)
      .map(({ kidId, name }) => ({ id: kidId, name })),
    status: b.status === 'cancelled' ? ('cancelled' as const) : ('confirmed' as const),
    createdAt: iso(b.createdAt),
    cancelledAt: iso(b.cancelledAt),
  }));
}

/**
 * Gives back the places taken by the parent's confirmed and held bookings in sessions that have not
 * started, inside the deletion's transaction (the bookings then go with the account). Places in
 * sessions already under way or over stay taken: those seats were used.
 */
async function releaseUpcomingPlaces(tx: Database, userId: string, now: Date) {
  const held = await tx
    .select({ bookingId: bookings.id, activityId: bookings.activityId })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), inArray(bookings.status, ['confirmed', 'held'])))
    // A cancel running at the same moment finishes first; its booking is then no longer confirmed.
    .for('update');
  await releasePlaces(
    tx,
    held.map((b) => b.bookingId),
    now,
  );
  // The families waiting for those places are offered them once the account is gone.
  await offerFreedPlacesLater(
    tx,
    held.map((b) => b.activityId),
    now,
  );
}

/** Everything stored about one parent, read straight from the tables (for the export). */
export async function findAccountData(db: Database, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      name: users.name,
      phone: users.phone,
      image: users.image,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  const [preferences] = await db
    .select()
    .from(parentPreferences)
    .where(eq(parentPreferences.userId, userId));
  const signIns = await findSignIns(db, userId);
  const family = await findKidsAndDocuments(db, userId);
  const paletteLogs = await findPaletteLogs(db, userId);
  const money = await findMoneyAndBookings(db, userId);
  const commentRows = await findComments(db, userId);
  const collections = await findCollectionsData(db, userId);
  const network = await findNetworkData(db, userId);
  const notices = await findNotificationData(db, userId);
  return {
    notifications: notices,
    ...money,
    ...collections,
    network,
    user,
    profile,
    preferences,
    ...signIns,
    ...family,
    paletteLogs,
    comments: commentRows,
  };
}

/** What the parent was told (oldest first), their choices of channel, push devices, saved searches. */
async function findNotificationData(db: Database, userId: string) {
  const items = await db
    .select({
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
  const [stored] = await db
    .select({ settings: notificationSettings.settings })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const devices = await db
    .select({ device: pushSubscriptions.device, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));
  const searches = await db
    .select({
      source: savedSearches.source,
      label: savedSearches.label,
      link: savedSearches.link,
      query: savedSearches.query,
      createdAt: savedSearches.createdAt,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.id));
  return {
    items,
    settings: stored?.settings ?? null,
    pushDevices: devices,
    savedSearches: searches,
  };
}

/** How the parent signs in, and their sessions; passwords, tokens and the like are never selected. */
async function findSignIns(db: Database, userId: string) {
  const signInMethods = await db
    .select({ providerId: accounts.providerId, createdAt: accounts.createdAt })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  const sessionRows = await db
    .select({
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return { signInMethods, sessions: sessionRows };
}

/** The kids' profiles by name, and their documents' details (not the files), oldest first. */
async function findKidsAndDocuments(db: Database, userId: string) {
  const kids = await db
    .select()
    .from(kidProfiles)
    .where(eq(kidProfiles.userId, userId))
    .orderBy(sql`lower(${kidProfiles.name})`, kidProfiles.createdAt);
  const documents = await db
    .select({
      id: kidDocuments.id,
      kidId: kidDocuments.kidId,
      name: kidDocuments.name,
      contentType: kidDocuments.contentType,
      sizeBytes: kidDocuments.sizeBytes,
      uploadedAt: kidDocuments.uploadedAt,
    })
    .from(kidDocuments)
    .where(eq(kidDocuments.userId, userId))
    .orderBy(kidDocuments.uploadedAt);
  return { kids, documents };
}

/** What the parent asked BoredomBot, oldest first. */
function findPaletteLogs(db: Database, userId: string) {
  return db
    .select({
      sessionId: boredombotLogs.sessionId,
      searchType: boredombotLogs.searchType,
      searchInput: boredombotLogs.searchInput,
      responseSummary: boredombotLogs.responseSummary,
      usedRecommendation: boredombotLogs.usedRecommendation,
      deviceInfo: boredombotLogs.deviceInfo,
      createdAt: boredombotLogs.createdAt,
    })
    .from(boredombotLogs)
    .where(eq(boredombotLogs.userId, userId))
    .orderBy(boredombotLogs.createdAt, boredombotLogs.id);
}

/** The comments and replies the parent wrote, oldest first, with the activity or list and likes. */
function findComments(db: Database, userId: string) {
  return db
    .select({
      id: comments.id,
      activity: { id: activities.id, title: activities.title },
      listId: comments.listId,
      parentId: comments.parentId,
      content: comments.content,
      likes: sql<number>`(select count(*) from ${commentLikes} where ${commentLikes.commentId} = ${comments.id})::int`,
      createdAt: comments.createdAt,
      editedAt: comments.editedAt,
    })
    .from(comments)
    .leftJoin(activities, eq(activities.id, comments.activityId))
    .where(eq(comments.authorId, userId))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

/**
 * Removes the user and, by cascade, every row that references them (wallet, payment methods,
 * bookings), first giving back the places of their upcoming bookings; returns the storage keys of
 * their files (avatar, kid documents) for the caller to delete once the rows are gone. The user
 * row is locked first, so a document being added at the same moment either is seen here or fails
 * its foreign key.
 */
export async function deleteAccountRows(db: Database, userId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return null;
    const [profile] = await tx
      .select({ avatarKey: profiles.avatarKey })
      .from(profiles)
      .where(eq(profiles.id, userId))
      // An avatar upload racing with the deletion waits, then finds no profile and drops its file.
      .for('update');
    const docs = await tx
      .select({ key: kidDocuments.storageKey })
      .from(kidDocuments)
      .where(eq(kidDocuments.userId, userId));
    await releaseUpcomingPlaces(tx, userId, now);
    // Before the user row: a comment others replied to stays as 'Comment deleted'.
    await removeCommentsOfAuthor(tx, userId);
    // Not foreign keys: pending reset tokens (value = user id) and mail kept for the address.
    await tx.delete(verifications).where(eq(verifications.value, userId));
    await tx.delete(outboxMessages).where(eq(outboxMessages.to, user.email));
    await tx.delete(users).where(eq(users.id, userId));
    const keys = docs.map((d) => d.key);
    if (profile?.avatarKey) keys.push(profile.avatarKey);
    return keys;
  });
}
