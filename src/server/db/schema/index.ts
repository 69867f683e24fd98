export * from './auth';
export * from './catalogue';
export * from './mail';
export * from './family';
export * from './payments';
export * from './bookings';
export * from './network';
