export * from './limits.ts';
export * from './errors.ts';
export * from './auth.ts';
export * from './health.ts';
export * from './inductions.ts';
export * from './inductee.ts';
export * from './records.ts';
export * from './rich-text.ts';
