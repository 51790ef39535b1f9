// @levera/domain: rules shared by the web app and the API. No I/O, no React.
export * from './amounts.ts';
export * from './brand.ts';
export * from './constants.ts';
export * from './dates.ts';
export * from './handshake.ts';
export * from './lists.ts';
export * from './locale.ts';
export * from './messages/index.ts';
export * from './permissions.ts';
export * from './public-forms.ts';
export * from './retention.ts';
export * from './routes.ts';
export * from './schemas/index.ts';
export * from './state-machines.ts';
export * from './store-pause.ts';
export * from './validators.ts';
export * from './api-contract.ts';
