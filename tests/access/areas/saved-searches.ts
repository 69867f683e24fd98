import type { AreaAccess } from '../area-access';

const search = {
  source: 'discover',
  query: { type: 'Swimming' },
  label: 'Swimming',
  link: '/activities?type=Swimming',
};

export const access: AreaAccess = {
  async ownerData(t, owner) {
    const res = await t.request('/api/saved-searches', { cookie: owner.cookie, json: search });
    if (res.status !== 201) throw new Error(`saving a search answered ${res.status}`);
    const { id } = (await res.json()) as { id: number };
    return { '/api/saved-searches/{id}': { id: String(id) } };
  },
  intruderInput: {
    // The same search, saved by another parent: theirs, not the owner's.
    'POST /api/saved-searches': () => ({ json: search, status: 201 }),
  },
};
