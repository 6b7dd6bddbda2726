import { Code, readRpcFailure, StorageRefusal } from '@foundly/app-kit';
import { useCallback } from 'react';
import { useI18n } from '../app/i18n/index.js';

/**
 * Translates a failed call by its ErrorDetail reason (or a refused upload by
 * the storage's reason), with a generic fallback.
 */
export function useErrorMessage(): (error: unknown) => string {
  const { t, tDynamic } = useI18n();
  return useCallback(
    (error: unknown) => {
      if (error instanceof StorageRefusal) {
        return tDynamic(`errors.${error.reason}`, t('errors.generic'));
      }
      const failure = readRpcFailure(error);
      if (failure.reason) return tDynamic(`errors.${failure.reason}`, t('errors.generic'));
      if (failure.code === Code.Unavailable) return t('errors.network');
      if (failure.code === Code.Unauthenticated) return t('errors.UNAUTHENTICATED');
      if (failure.code === Code.PermissionDenied) return t('errors.NOT_OPERATOR');
      return t('errors.generic');
    },
    [t, tDynamic],
  );
}
