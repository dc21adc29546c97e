export { ApiReference as ApiDocsRoute } from '@/features/api-docs/components/api-reference';
