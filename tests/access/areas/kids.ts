import { createKid } from '../../factories';
import {
  documentForm,
  PDF_BYTES,
  uploadDocument,
} from '../../../src/server/features/kids/kids.test-helpers';
import type { AreaAccess } from '../area-access';

export const access: AreaAccess = {
  async ownerData(t, owner) {
    const kid = await createKid(t, owner, { name: 'Owner Kid' });
    const doc = await uploadDocument(t, owner.cookie, kid.id, 'Owner allergy plan');
    return {
      '/api/kids/{id}': { id: kid.id },
      '/api/kids/{id}/documents/{docId}': { id: kid.id, docId: doc.id },
    };
  },
  intruderInput: {
    'PUT /api/kids/{id}': () => ({ json: { name: 'Taken', birthDate: '2019-04-02' } }),
    'POST /api/kids/{id}/documents': () => ({
      form: () =>
        documentForm('Sneaky', { bytes: PDF_BYTES, fileName: 'x.pdf', type: 'application/pdf' }),
    }),
  },
};
