import { hashPassword } from 'better-auth/crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PASSWORD } from '../../../tests/accounts';
import { birthDateForAge } from '../../../tests/factories';
import { addDays, localIsoDate } from '../../shared/iso-date';
import type { Database } from './client';

/**
 * A database of every kind of row as it stood before migration 0018 (the activity held its date,
 * times and places; a booking's children were booking_participants of the activity), written
 * with SQL at that schema: two parents with kids, cards, a gift card, a wallet and its ledger;
 * five activities (two on one day, one full, one past) booked in every way a booking could be
 * paid and ended; favourites, lists, comments, logs, network data and a calendar feed.
 */

export const ADA_EMAIL = 'ada@example.com';
export const SHARE_TOKEN = 'summerIdeasShareToken0123456789_';
export const FEED_TOKEN = 'adaCalendarFeedToken_0123456789abcdefghijkl';

/** The activities by external_ref, inserted in this order after a deleted one. */
export const ACTIVITY_REFS = ['robot-lab', 'pottery', 'nature-walk', 'little-chefs', 'swim'];
/** Their dates: robot-lab and pottery on one day a month ahead, nature-walk long past. */
export const DATES = {
  soon: addDays(localIsoDate(), 30),
  weekAfter: addDays(localIsoDate(), 37),
  later: addDays(localIsoDate(), 74),
  past: '2024-03-09',
};

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const KIDS = { ava: uuid(101), leo: uuid(102), mia: uuid(103), noah: uuid(104) };
/** A kid of Ben's deleted after booking: the participant keeps the name, its kid_id went null. */
const THEO_DELETED = 'Theo';
export const BOOKINGS = {
  /** Ada, pottery: Ava and Leo paid from the wallet. */
  wallet: uuid(201),
  /** Ben, the full little-chefs: Mia and Noah paid by card. */
  card: uuid(202),
  /** Ada, the past nature walk: Ava, part wallet, the rest by card. */
  split: uuid(203),
  /** Ada, pottery: Ava booked, then cancelled with a wallet refund (she is booked again above). */
  cancelled: uuid(204),
  /** Ben, swim: Mia by card, cancelled and refunded to the card. */
  cancelledCard: uuid(205),
  /** Ben, swim: the payment still pending; its child Theo was deleted since. */
  pending: uuid(206),
};
const CARDS = { ada: uuid(301), adaGift: uuid(302), ben: uuid(303) };
const GIFT_CARDS = { redeemed: uuid(401), unused: uuid(402) };
const LISTS = { adaShared: uuid(501), benPrivate: uuid(502) };
const COMMENTS = {
  top: uuid(601),
  reply: uuid(602),
  tombstone: uuid(603),
  tombstoneReply: uuid(604),
  onList: uuid(605),
};
const WHEN = `'2026-01-05 10:00:00+00'`;

const activity = (ref: string) =>
  sql.raw(`(select id from activities where external_ref = '${ref}')`);

function catalogue(): SQL[] {
  const columns = sql.raw(`provider_id, external_ref, title, description, type, tags, location_name,
    address, lat, lng, image_url, price_cents, date, start_time, end_time, age_min, age_max,
    capacity, spots_left`);
  const maple = sql.raw(`(select id from providers where slug = 'maple')`);
  const river = sql.raw(`(select id from providers where slug = 'riverside')`);
  return [
    sql`insert into providers (slug, name, description, website) values
      ('maple', 'Maple Music School', 'Music and making', 'https://maple.example.com'),
      ('riverside', 'Riverside Rec', null, null)`,
    // Deleted again: the activities' ids no longer start at 1, nor match their sessions' ids.
    sql`insert into activities (${columns}) values (${maple}, 'gone', 'Gone', null, 'Music', '{}',
      'Hall', '1 Main St', 43.6, -79.4, '/i.svg', 100, ${DATES.soon}, '10:00', '11:00', 3, 9, 5, 5)`,
    sql`delete from activities where external_ref = 'gone'`,
    sql`insert into activities (${columns}) values
      (${maple}, 'robot-lab', 'Robot Lab', 'Build a robot', 'STEM', '{robots,coding}', 'Maker Space',
        '5 King St', 43.65, -79.38, '/images/robot.svg', 3500, ${DATES.soon}, '14:00', '16:30', 7, 12, 10, 10),
      (${maple}, 'pottery', 'Pottery Wheel', null, 'Art', '{clay}', 'Studio 4',
        '9 Queen St', 43.66, -79.39, '/images/pottery.svg', 3000, ${DATES.soon}, '09:30', '11:00', 5, 10, 8, 6),
      (${river}, 'nature-walk', 'Nature Walk', 'Past walk', 'Outdoors', '{}', 'Ravine',
        '2 Park Rd', 43.7, -79.4, '/images/walk.svg', 2500, ${DATES.past}, '10:00', '12:00', 4, 9, 12, 11),
      (${river}, 'little-chefs', 'Little Chefs', 'Bake bread', 'Cooking', '{food}', 'Kitchen',
        '3 Bay St', 43.64, -79.37, '/images/chefs.svg', 4000, ${DATES.weekAfter}, '13:00', '15:00', 6, 11, 2, 0),
      (${river}, 'swim', 'Swim Club', null, 'Sports', '{water}', 'Pool',
        '4 Lake Sh', 43.63, -79.36, '/images/swim.svg', 4500, ${DATES.later}, '08:00', '09:00', 5, 12, 6, 5)`,
  ];
}

async function accounts(): Promise<SQL[]> {
  const hash = await hashPassword(PASSWORD);
  return [
    sql`insert into users (id, name, email, email_verified, phone, created_at) values
      ('u-ada', 'Ada', ${ADA_EMAIL}, true, '+14165550100', ${sql.raw(WHEN)}),
      ('u-ben', 'Ben', 'ben@example.com', false, null, ${sql.raw(WHEN)}),
      ('u-cy', 'Cy', 'cy@example.com', false, null, ${sql.raw(WHEN)})`,
    sql`insert into accounts (id, account_id, provider_id, user_id, password) values
      ('acc-ada', 'u-ada', 'credential', 'u-ada', ${hash}),
      ('acc-ben', 'u-ben', 'credential', 'u-ben', ${hash})`,
    sql`insert into sessions (id, token, expires_at, ip_address, user_agent, user_id) values
      ('s-ben', 'ben-session-token', '2099-01-01 00:00:00+00', '127.0.0.1', 'Firefox', 'u-ben')`,
    sql`insert into verifications (id, identifier, value, expires_at) values
      ('v-1', 'reset-password:abc', 'u-ben', '2099-01-01 00:00:00+00')`,
    sql`insert into rate_limits (id, key, count, last_request) values ('r-1', '127.0.0.1/sign-in', 2, 1767607200000)`,
    sql`insert into profiles (id, first_name, region, location_lat, location_lng, location_label,
      location_from_region, discoverable, terms_accepted_at, onboarding_completed_at) values
      ('u-ada', 'Ada', 'Toronto', 43.65, -79.38, 'Toronto, ON', true, true, ${sql.raw(WHEN)}, ${sql.raw(WHEN)}),
      ('u-ben', 'Ben', null, null, null, null, false, false, ${sql.raw(WHEN)}, null)`,
    sql`insert into parent_preferences (user_id, activity_types, preferred_days, max_distance)
      values ('u-ada', '{Art,STEM}', '{sat}', 15)`,
  ];
}

function family(): SQL[] {
  return [
    sql`insert into kid_profiles (id, user_id, name, birth_date, interests, avatar_color, allergies,
      emergency_contact_name, emergency_contact_phone, emergency_contact_relationship) values
      (${KIDS.ava}, 'u-ada', 'Ava', ${birthDateForAge(7)}, '{art}', 'teal', 'Peanuts', 'Gran', '+14165550101', 'grandparent'),
      (${KIDS.leo}, 'u-ada', 'Leo', ${birthDateForAge(5)}, '{}', 'coral', null, null, null, null),
      (${KIDS.mia}, 'u-ben', 'Mia', ${birthDateForAge(8)}, '{swimming}', 'violet', null, null, null, null),
      (${KIDS.noah}, 'u-ben', 'Noah', ${birthDateForAge(6)}, '{}', 'amber', null, null, null, null)`,
    sql`insert into kid_documents (kid_id, user_id, name, content_type, size_bytes, storage_key)
      values (${KIDS.ava}, 'u-ada', 'Allergy plan', 'application/pdf', 1234, 'kids/ava/plan.pdf')`,
  ];
}

function payments(): SQL[] {
  return [
    sql`insert into gift_cards (id, code, amount_cents, redeemed_at, redeemed_by) values
      (${GIFT_CARDS.redeemed}, 'GIFT-2000-ADA', 2000, ${sql.raw(WHEN)}, 'u-ada'),
      (${GIFT_CARDS.unused}, 'GIFT-5000-NEW', 5000, null, null)`,
    sql`insert into payment_methods (id, user_id, type, is_default, card_brand, last_four, exp_month,
      exp_year, cardholder_name, gateway_token, gift_card_id, gift_card_code, gift_card_amount_cents) values
      (${CARDS.ada}, 'u-ada', 'card', true, 'Visa', '4242', 12, 2031, 'Ada A', 'tok_ada', null, null, null),
      (${CARDS.adaGift}, 'u-ada', 'giftcard', false, null, null, null, null, null, null, ${GIFT_CARDS.redeemed}, 'GIFT-2000-ADA', 2000),
      (${CARDS.ben}, 'u-ben', 'card', true, 'Mastercard', '4444', 3, 2030, 'Ben B', 'tok_ben', null, null, null)`,
    sql`insert into wallets (user_id, balance_cents) values ('u-ada', 5000), ('u-ben', 0)`,
    sql`insert into payment_intents (id, kind, user_id, idempotency_key, payment_method_id,
      payment_label, request, status, settled_by, outcome, charge_id, amount_cents, settled_at) values
      (${BOOKINGS.card}, 'booking', 'u-ben', 'key-card', ${CARDS.ben}, 'Mastercard ending in 4444',
        jsonb_build_object('activityId', ${activity('little-chefs')}, 'kidIds', jsonb_build_array(${KIDS.mia}::text, ${KIDS.noah}::text)), 'completed', 'request', 'booked', 'ch_card', 8000, ${sql.raw(WHEN)}),
      (${BOOKINGS.pending}, 'booking', 'u-ben', 'key-pending', ${CARDS.ben}, 'Mastercard ending in 4444',
        jsonb_build_object('activityId', ${activity('swim')}, 'kidIds', '[]'::jsonb), 'pending', null, null, 'ch_pending', 4500, null)`,
  ];
}

function bookings(): SQL[] {
  const columns = sql.raw(`id, user_id, activity_id, idempotency_key, price_cents, total_cents,
    payment_status, payment_kind, payment_method_id, payment_label, gateway_charge_id, wallet_cents,
    status, cancelled_at, refund_cents, gateway_refund_id, created_at`);
  const when = sql.raw(WHEN);
  return [
    sql`insert into bookings (${columns}) values
      (${BOOKINGS.wallet}, 'u-ada', ${activity('pottery')}, 'key-wallet', 3000, 6000, 'completed', 'wallet', null, 'Wallet', null, 6000, 'confirmed', null, null, null, ${when}),
      (${BOOKINGS.card}, 'u-ben', ${activity('little-chefs')}, 'key-card', 4000, 8000, 'completed', 'card', ${CARDS.ben}, 'Mastercard ending in 4444', 'ch_card', 0, 'confirmed', null, null, null, ${when}),
      (${BOOKINGS.split}, 'u-ada', ${activity('nature-walk')}, 'key-split', 2500, 2500, 'completed', 'card', ${CARDS.ada}, 'Visa ending in 4242', 'ch_split', 1000, 'confirmed', null, null, null, '2024-03-01 09:00:00+00'),
      (${BOOKINGS.cancelled}, 'u-ada', ${activity('pottery')}, 'key-cancelled', 3000, 3000, 'completed', 'wallet', null, 'Wallet', null, 3000, 'cancelled', ${when}, 3000, null, '2026-01-04 10:00:00+00'),
      (${BOOKINGS.cancelledCard}, 'u-ben', ${activity('swim')}, 'key-cancelled-card', 4500, 4500, 'completed', 'card', ${CARDS.ben}, 'Mastercard ending in 4444', 'ch_swim', 0, 'cancelled', ${when}, 4500, 're_swim', ${when}),
      (${BOOKINGS.pending}, 'u-ben', ${activity('swim')}, 'key-pending', 4500, 4500, 'pending', 'card', ${CARDS.ben}, 'Mastercard ending in 4444', 'ch_pending', 0, 'confirmed', null, null, null, ${when})`,
    sql`insert into booking_participants (booking_id, kid_id, kid_name, activity_id, active) values
      (${BOOKINGS.wallet}, ${KIDS.ava}, 'Ava', ${activity('pottery')}, true),
      (${BOOKINGS.wallet}, ${KIDS.leo}, 'Leo', ${activity('pottery')}, true),
      (${BOOKINGS.card}, ${KIDS.mia}, 'Mia', ${activity('little-chefs')}, true),
      (${BOOKINGS.card}, ${KIDS.noah}, 'Noah', ${activity('little-chefs')}, true),
      (${BOOKINGS.split}, ${KIDS.ava}, 'Ava', ${activity('nature-walk')}, true),
      (${BOOKINGS.cancelled}, ${KIDS.ava}, 'Ava', ${activity('pottery')}, false),
      (${BOOKINGS.cancelledCard}, ${KIDS.mia}, 'Mia', ${activity('swim')}, false),
      (${BOOKINGS.pending}, null, ${THEO_DELETED}, ${activity('swim')}, true)`,
    sql`insert into wallet_transactions (user_id, type, description, amount_cents, booking_id,
      idempotency_key, payment_method_id, created_at) values
      ('u-ada', 'deposit', 'Top-up', 10000, null, 'top-up-1', ${CARDS.ada}, '2026-01-01 10:00:00+00'),
      ('u-ada', 'giftcard', 'Gift card GIFT-2000-ADA', 2000, null, null, ${CARDS.adaGift}, '2026-01-02 10:00:00+00'),
      ('u-ada', 'payment', 'Pottery Wheel', -3000, ${BOOKINGS.cancelled}, null, null, '2026-01-04 10:00:00+00'),
      ('u-ada', 'refund', 'Refund: Pottery Wheel', 3000, ${BOOKINGS.cancelled}, null, null, ${when}),
      ('u-ada', 'payment', 'Pottery Wheel', -6000, ${BOOKINGS.wallet}, null, null, ${when}),
      ('u-ada', 'payment', 'Nature Walk (wallet part)', -1000, ${BOOKINGS.split}, null, null, '2024-03-01 09:00:00+00')`,
    sql`insert into calendar_feeds (user_id, token) values ('u-ada', ${FEED_TOKEN})`,
  ];
}

function collections(): SQL[] {
  return [
    sql`insert into favorites (user_id, activity_id) values
      ('u-ada', ${activity('pottery')}), ('u-ada', ${activity('robot-lab')}), ('u-ben', ${activity('swim')})`,
    sql`insert into activity_lists (id, user_id, name, description, is_shared, share_token) values
      (${LISTS.adaShared}, 'u-ada', 'Summer ideas', 'For June', true, ${SHARE_TOKEN}),
      (${LISTS.benPrivate}, 'u-ben', 'Rainy days', null, false, null)`,
    sql`insert into activity_list_items (list_id, activity_id, added_at) values
      (${LISTS.adaShared}, ${activity('robot-lab')}, '2026-01-02 10:00:00+00'),
      (${LISTS.adaShared}, ${activity('pottery')}, '2026-01-02 11:00:00+00'),
      (${LISTS.benPrivate}, ${activity('little-chefs')}, '2026-01-02 12:00:00+00')`,
    sql`insert into comments (id, activity_id, list_id, parent_id, author_id, content, created_at,
      edited_at, deleted_at) values
      (${COMMENTS.top}, ${activity('pottery')}, null, null, 'u-ada', 'Is an apron needed?', '2026-01-03 10:00:00+00', ${sql.raw(WHEN)}, null),
      (${COMMENTS.reply}, ${activity('pottery')}, null, ${COMMENTS.top}, 'u-ben', 'They lend them.', '2026-01-03 11:00:00+00', null, null),
      (${COMMENTS.tombstone}, ${activity('swim')}, null, null, null, null, '2026-01-03 12:00:00+00', null, ${sql.raw(WHEN)}),
      (${COMMENTS.tombstoneReply}, ${activity('swim')}, null, ${COMMENTS.tombstone}, 'u-ada', 'Still on?', '2026-01-03 12:30:00+00', null, null),
      (${COMMENTS.onList}, null, ${LISTS.adaShared}, null, 'u-ben', 'Great list', '2026-01-03 13:00:00+00', null, null)`,
    sql`insert into comment_likes (comment_id, user_id) values (${COMMENTS.top}, 'u-ben')`,
  ];
}

function logsAndNetwork(): SQL[] {
  const device = JSON.stringify({ userAgent: 'Firefox', platform: 'Linux', language: 'en' });
  return [
    sql`insert into boredombot_logs (user_id, session_id, search_type, search_input, response_summary,
      used_recommendation, device_info) values
      ('u-ada', 'page-1', 'finder', 'pottery saturday', 'Pottery Wheel, Sat', true, ${device}),
      (null, 'page-2', 'search', 'swim', '3 results', false, null)`,
    sql`insert into connections (requester_id, addressee_id, status, responded_at) values
      ('u-ada', 'u-ben', 'accepted', ${sql.raw(WHEN)}), ('u-cy', 'u-ada', 'pending', null)`,
    sql`insert into blocks (blocker_id, blocked_id) values ('u-ben', 'u-cy')`,
    sql`insert into conversations (id, parent_a, parent_b, last_message_at) values
      (${uuid(701)}, 'u-ada', 'u-ben', ${sql.raw(WHEN)})`,
    sql`insert into messages (conversation_id, sender_id, client_id, body, read_at) values
      (${uuid(701)}, 'u-ada', ${uuid(702)}, 'See you at pottery!', null)`,
    sql`insert into network_events (user_id, type, payload) values
      ('u-ben', 'message', ${JSON.stringify({ conversationId: uuid(701) })})`,
    sql`insert into outbox_messages ("to", subject, text, links) values
      (${ADA_EMAIL}, 'Booking confirmed', 'Pottery Wheel is booked.', '["/bookings"]')`,
    sql`insert into geocoder_answers (key, answer, fetched_at) values
      ('search:toronto', '{"lat":43.65,"lng":-79.38}', ${sql.raw(WHEN)})`,
    sql`insert into geocoder_throttle (id, next_at) values (1, ${sql.raw(WHEN)})`,
  ];
}

/** Writes the rows, one statement at a time (PGlite runs one per query). */
export async function storeRowsOfEveryKind(db: Database): Promise<void> {
  const statements = [
    ...catalogue(),
    ...(await accounts()),
    ...family(),
    ...payments(),
    ...bookings(),
    ...collections(),
    ...logsAndNetwork(),
  ];
  for (const statement of statements) await db.execute(statement);
}
