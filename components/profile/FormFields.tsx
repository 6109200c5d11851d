// The labelled controls now live in components/common/FormField.tsx. This re-export stays only while the
// affiliate pages being written (components/affiliate/UrlsTemplate.tsx) import it from here; delete it
// once they import '@/components/common/FormField'.
export { PlaceSelectField, TextInputField } from '@/components/common/FormField';
