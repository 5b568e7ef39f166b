import type { EditableDomainSettings, UpdateDomainSettingsRequest } from '@invest/contracts';
import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractValidation } from '../../../shared/forms/use-contract-validation';
import { formErrorsOf, type RowMessages } from './domain-form-errors';
import { type DomainFormValues, formValuesOf, requestOf } from './domain-form-values';
import { domainSettingsRequestSchema } from './domain-settings-schema';

export type DomainForm = UseFormReturnType<DomainFormValues, UpdateDomainSettingsRequest>;

/**
 * The form over every setting of the domain, filled from what it holds now and validated with the
 * schema POST /v1/ihq/domains/settings validates with, its errors on the fields that caused them.
 */
export function useDomainForm(settings: EditableDomainSettings): DomainForm {
  const { t } = useTranslation();
  const [initialValues] = useState(() => formValuesOf(settings));
  const validation = useContractValidation(domainSettingsRequestSchema, requestOf);
  const messages: RowMessages = {
    required: t('admin.domain.rows.required'),
    duplicate: t('admin.domain.rows.duplicate'),
    wordingKey: t('admin.domain.rows.wordingKey'),
    configKey: t('admin.domain.rows.configKey'),
    number: t('admin.domain.rows.number'),
  };
  const validate = (values: DomainFormValues): FormErrors | Promise<FormErrors> => {
    const errors = validation.validate(values);
    return errors instanceof Promise
      ? errors.then((found) => formErrorsOf(found, values, messages))
      : formErrorsOf(errors, values, messages);
  };
  return useForm<DomainFormValues, UpdateDomainSettingsRequest>({
    initialValues,
    validate,
    transformValues: validation.transformValues,
    validateInputOnBlur: true,
  });
}
