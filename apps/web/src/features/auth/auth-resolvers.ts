import { signInSchema, signUpSchema, type SignInInput, type SignUpInput } from '@foundly/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/** The sign-in and sign-up forms' validation, loaded with their first check (lib/lazy-resolver.ts). */
export const signInResolver: Resolver<SignInInput> = zodResolver(signInSchema);
export const signUpResolver: Resolver<SignUpInput> = zodResolver(signUpSchema);
