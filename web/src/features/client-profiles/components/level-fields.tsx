import { Select } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { ClientProfileForm, ZClientProfileForm } from '@mamt/contract';
import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateFieldError, translateShown } from '../../../lib/spec-messages';
import { useDomainExtensions, useTenantDomains } from '../api/choices-api';

/** The stored value stays shown while the platform's list loads or when it no longer lists it. */
function withCurrent<T extends string | { value: string; label: string }>(options: T[], current: string | undefined): Array<T | string> {
  if (!current || options.some((option) => (typeof option === 'string' ? option : option.value) === current)) return options;
  return [...options, current];
}

type FormValues = z.input<typeof ZClientProfileForm>;
type Props = { control: Control<FormValues, unknown, ClientProfileForm>; setValue: UseFormSetValue<FormValues>; cloudId: string | null };

/**
 * Domain and Extension (document 3 §2): no domain is the tenant's primary profile, a domain alone a
 * domain profile, and the extension (shown once a domain is chosen) one user's profile.
 */
export function LevelFields({ control, setValue, cloudId }: Props) {
  const { t } = useTranslation('clientProfiles');
  const domain = useWatch({ control, name: 'domain' }) ?? '';
  const domains = useTenantDomains(cloudId);
  // Another subscriber has other domains: a domain and extension chosen for the previous one go.
  const shownFor = useRef(cloudId);
  useEffect(() => {
    if (shownFor.current === cloudId) return;
    shownFor.current = cloudId;
    setValue('domain', '');
    setValue('extension', '');
  }, [cloudId, setValue]);
  const extensions = useDomainExtensions(cloudId, domain);
  return (
    <>
      <PlatformChoice
        control={control}
        name="domain"
        texts={{ label: t('form.domain'), description: t('form.domainHint'), placeholder: t('domainPlaceholder'), nothingFound: t('noDomain') }}
        options={(domains.data ?? []).map((row) => row.domain)}
        loadError={domains.isError ? translateShown(domains.error) : undefined}
        onChosen={() => setValue('extension', '')}
      />
      {domain ? (
        <PlatformChoice
          control={control}
          name="extension"
          texts={{ label: t('form.extension'), description: t('form.extensionHint'), placeholder: t('form.extensionPlaceholder'), nothingFound: t('form.noExtension') }}
          options={(extensions.data ?? []).filter((row) => row.value !== '')}
          loadError={extensions.isError ? translateShown(extensions.error) : undefined}
        />
      ) : null}
    </>
  );
}

type ChoiceProps = Pick<Props, 'control'> & {
  name: 'domain' | 'extension';
  texts: { label: string; description: string; placeholder: string; nothingFound: string };
  options: Array<string | { value: string; label: string }>;
  /** Why the platform's list could not be read, shown while the field has no error of its own. */
  loadError: string | undefined;
  onChosen?: () => void;
};

/** A searchable choice from the platform's list; an empty value is no choice, which leaves the level above. */
function PlatformChoice({ control, name, texts, options, loadError, onChosen }: ChoiceProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          id={`field-${name}`}
          label={texts.label}
          description={texts.description}
          placeholder={texts.placeholder}
          searchable
          clearable
          nothingFoundMessage={texts.nothingFound}
          data={withCurrent(options, field.value)}
          value={field.value ? field.value : null}
          onChange={(value) => {
            field.onChange(value ?? '');
            onChosen?.();
          }}
          error={translateFieldError(fieldState.error?.message) ?? loadError}
        />
      )}
    />
  );
}
