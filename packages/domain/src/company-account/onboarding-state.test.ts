import { CompanyAccountOnboardingStatus } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { getBusinessAccountScreen, getOnboardingView } from './onboarding-state.js';

describe('getOnboardingView', () => {
  it('no business account yet is created', () => {
    expect(getOnboardingView(undefined)).toEqual({
      status: CompanyAccountOnboardingStatus.CREATED,
      onboardingUrl: '',
      bankPortalUrl: '',
      onboardingPreparing: false,
    });
  });

  it('subscribed is registration_pending, preparing, without a URL yet', () => {
    expect(
      getOnboardingView({ status: 'subscribed', onboardingUrl: null, bankPortalUrl: null }),
    ).toMatchObject({
      status: CompanyAccountOnboardingStatus.REGISTRATION_PENDING,
      onboardingUrl: '',
      onboardingPreparing: true,
    });
  });

  it('registration_pending carries the onboarding URL', () => {
    expect(
      getOnboardingView({
        status: 'registration_pending',
        onboardingUrl: 'https://bank.example/onboarding/1',
        bankPortalUrl: null,
      }),
    ).toMatchObject({
      status: CompanyAccountOnboardingStatus.REGISTRATION_PENDING,
      onboardingUrl: 'https://bank.example/onboarding/1',
      onboardingPreparing: false,
    });
  });

  it('completed carries the bank portal URL and no onboarding URL', () => {
    expect(
      getOnboardingView({
        status: 'completed',
        onboardingUrl: 'https://bank.example/onboarding/1',
        bankPortalUrl: 'https://bank.example/m-1',
      }),
    ).toMatchObject({
      status: CompanyAccountOnboardingStatus.COMPLETED,
      onboardingUrl: '',
      bankPortalUrl: 'https://bank.example/m-1',
    });
  });
});

describe('getBusinessAccountScreen', () => {
  const base = { onboardingUrl: '', bankPortalUrl: '', onboardingPreparing: false };
  it.each([
    ['created', { status: CompanyAccountOnboardingStatus.CREATED }, { kind: 'created' }],
    [
      'registration_pending with its URL',
      {
        status: CompanyAccountOnboardingStatus.REGISTRATION_PENDING,
        onboardingUrl: 'https://bank.test/onboarding/1',
      },
      { kind: 'registration_pending', onboardingUrl: 'https://bank.test/onboarding/1' },
    ],
    [
      'registration_pending being prepared',
      { status: CompanyAccountOnboardingStatus.REGISTRATION_PENDING, onboardingPreparing: true },
      { kind: 'preparing' },
    ],
    [
      'registration_pending without its URL is the error state',
      { status: CompanyAccountOnboardingStatus.REGISTRATION_PENDING },
      { kind: 'error' },
    ],
    [
      'completed with the portal URL',
      {
        status: CompanyAccountOnboardingStatus.COMPLETED,
        bankPortalUrl: 'https://bank.test/portal',
      },
      { kind: 'completed', bankPortalUrl: 'https://bank.test/portal' },
    ],
    [
      'completed without the portal URL is the error state',
      { status: CompanyAccountOnboardingStatus.COMPLETED },
      { kind: 'error' },
    ],
    [
      'an onboarding address that is not a web page is the error state',
      {
        status: CompanyAccountOnboardingStatus.REGISTRATION_PENDING,
        onboardingUrl: 'javascript:alert(1)',
      },
      { kind: 'error' },
    ],
    [
      'a portal address that is not a web page is the error state',
      { status: CompanyAccountOnboardingStatus.COMPLETED, bankPortalUrl: 'data:text/html,x' },
      { kind: 'error' },
    ],
    [
      'an unspecified status is the error state',
      { status: CompanyAccountOnboardingStatus.UNSPECIFIED },
      { kind: 'error' },
    ],
  ])('%s', (_title, onboarding, screen) => {
    expect(getBusinessAccountScreen({ ...base, ...onboarding })).toEqual(screen);
  });
});
