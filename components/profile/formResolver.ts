// The resolver now lives in components/common/formErrors.ts. This re-export stays only while the
// affiliate pages being written (components/affiliate/UrlsTemplate.tsx) import it from here; delete it
// once they import '@/components/common/formErrors'.
export { resolverFrom } from '@/components/common/formErrors';
