export { ContactPage as ContactRoute } from '@/features/feedback/components/contact-page';
