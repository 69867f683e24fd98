import { createRouter } from '../../lib/router';
import {
  addCardRoute,
  deleteMethodRoute,
  getWalletRoute,
  listTransactionsRoute,
  redeemGiftCardRoute,
  setDefaultMethodRoute,
  topUpRoute,
} from './wallet.contract';
import {
  addCard,
  deleteMethod,
  getWallet,
  listTransactions,
  redeemGiftCard,
  setDefaultMethod,
  topUp,
} from './wallet.service';

export const walletRoutes = createRouter()
  .openapi(getWalletRoute, async (c) => c.json(await getWallet(c.var.deps.db, c.var.user.id), 200))
  .openapi(listTransactionsRoute, async (c) =>
    c.json(await listTransactions(c.var.deps.db, c.var.user.id, c.req.valid('query')), 200),
  )
  .openapi(addCardRoute, async (c) =>
    c.json(await addCard(c.var.deps, c.var.user.id, c.req.valid('json')), 201),
  )
  .openapi(setDefaultMethodRoute, async (c) => {
    const paymentMethods = await setDefaultMethod(
      c.var.deps.db,
      c.var.user.id,
      c.req.valid('param').id,
    );
    return c.json({ paymentMethods }, 200);
  })
  .openapi(deleteMethodRoute, async (c) => {
    const paymentMethods = await deleteMethod(
      c.var.deps.db,
      c.var.user.id,
      c.req.valid('param').id,
    );
    return c.json({ paymentMethods }, 200);
  })
  .openapi(redeemGiftCardRoute, async (c) => {
    const { giftCardCode } = c.req.valid('json');
    return c.json(await redeemGiftCard(c.var.deps.db, c.var.user.id, giftCardCode), 201);
  })
  .openapi(topUpRoute, async (c) => {
    const { status, body } = await topUp(c.var.deps, c.var.user.id, c.req.valid('json'));
    return status === 201 ? c.json(body, 201) : c.json(body, 200);
  });
