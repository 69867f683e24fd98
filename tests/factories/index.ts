/** Test data through the app's own paths: one way to make each thing, with overrides. */
export {
  addProvider,
  createActivity,
  createProvider,
  type ActivityOverrides,
  type TestActivity,
} from './activities';
export { addCard, cardInput, futureExpiry } from './cards';
export { catalogueFile } from './catalogue-files';
export { countingGateway, distinctCharges, type CountingGateway } from './gateways';
export { activityStartingIn, timesStartingIn } from './activity-times';
export { birthDateForAge, createKid, kidInput, type KidOverrides } from './kids';
export { signedInParent, type Parent } from './parents';
export { createProgram, programSummary, sessionsOf, type ProgramOverrides } from './programs';
