import { createFileRoute } from '@tanstack/react-router';
import { AuthNoticePage } from '../../features/auth/index.js';

export const Route = createFileRoute('/error/verify-email')({
  component: () => <AuthNoticePage notice="verify-email" />,
});
