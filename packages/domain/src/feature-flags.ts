/** The feature flags the product knows (spec 01 §6). */
export const FEATURE_FLAGS = ['compliance_tool', 'invoice_tool', 'business_bank_account'] as const;
export type FeatureFlagName = (typeof FEATURE_FLAGS)[number];

/** Whether a flag is on in a list returned by GetAllFeatureFlags; unknown flags are off. */
export function isFlagEnabled(
  flags: readonly { name: string; enabled: boolean }[],
  name: FeatureFlagName,
): boolean {
  return flags.some((flag) => flag.name === name && flag.enabled);
}
