export * from './auth';
export * from './catalogue';
export * from './mail';
export * from './family';
