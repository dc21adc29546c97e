export { LinkHandoffPage } from '@/features/links/components/link-pages';
