import type { AreaAccess } from '../area-access';

export const access: AreaAccess = {
  publicRoutes: {
    'POST /api/account/sign-up': 'creating an account is how one signs in the first time',
    'POST /api/account/sign-in': 'signing in',
    'POST /api/account/sign-out': 'signing out answers 200 with or without a session',
    'POST /api/account/forgot-password': 'a parent who cannot sign in asks for a reset link',
    'POST /api/account/reset-password': 'the single-use token in the link is the credential',
    'POST /api/account/reset-password/check':
      'the reset screen asks whether its link still works before anyone is signed in',
  },
  endsSession: ['POST /api/account/sign-out'],
};
