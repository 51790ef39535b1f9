// The project's one `t` lives in the domain (packages/domain/src/translate.ts, decision 081), shared
// with the API's messages and the e-mails; i18n.ts adds the route language's hook.
export { fixedT, registerCatalog, type TFunction, type TOptions } from '@levera/domain';
