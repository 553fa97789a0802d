import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useForm, useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { ButtonLink, FieldGrid, FormTextField, Select, fieldMessage, useLocale } from '@nebo/shared-ui';
import { fetchPilotDrones, flightRequestKeys, type PilotDrone } from '../api/flightRequestsApi';
import { NAMESPACE } from '../../namespace';

/** "Mavic 3 · reg. no. 0123456" — the registration number tells two drones of one model apart. */
export function droneLabel(drone: PilotDrone, t: (key: string, options?: Record<string, unknown>) => string): string {
  const number = drone.registrationNumber
    ? t('requests.drones.registration', { number: drone.registrationNumber })
    : t('requests.drones.noRegistration');
  return `${drone.name} · ${number}`;
}

/**
 * The drone of the request, from the pilot's own drones (GET user/drones/find). Picking one fills the
 * request's drone fields (id, name, registration number); the transponder number is the pilot's to add.
 */
export function DronePicker({ simple }: { simple: boolean }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const form = useForm();
  const drones = useQuery({ queryKey: flightRequestKeys.drones, queryFn: fetchPilotDrones });
  const { input, meta } = useField<string>('droneId');
  const { input: nameInput } = useField<string>('droneName', { subscription: { value: true } });
  const list = drones.data ?? [];
  const options = list.map((drone) => ({ value: drone.id, label: droneLabel(drone, t) }));
  // A saved request may name a drone the pilot has since deleted: keep it visible rather than blank.
  if (input.value && !list.some((drone) => drone.id === input.value))
    options.unshift({ value: input.value, label: nameInput.value || input.value });

  const pick = (id: string) => {
    const drone = list.find((candidate) => candidate.id === id);
    form.batch(() => {
      form.change('droneId', id);
      form.change('droneName', drone?.name ?? '');
      form.change('registrationNumber', drone?.registrationNumber ?? '');
    });
  };

  let hint = t('requests.hints.drone');
  if (drones.isError) hint = t('requests.drones.loadFailed');
  else if (drones.isSuccess && list.length === 0) hint = t('requests.hints.noDrones');

  return (
    <FieldGrid>
      <div>
        <Select
          name={input.name}
          label={t('requests.fields.drone')}
          required
          options={options}
          placeholder={drones.isPending ? '…' : t('requests.drones.choose')}
          value={input.value ?? ''}
          onChange={pick}
          onBlur={input.onBlur}
          hint={hint}
          error={fieldMessage(meta)}
        />
        {drones.isSuccess && list.length === 0 ? (
          <ButtonLink to={localize('/drones/new/')} $variant="secondary" $size="sm">
            {t('requests.drones.register')}
          </ButtonLink>
        ) : null}
      </div>
      {simple ? null : (
        <>
          <FormTextField name="registrationNumber" label={t('requests.fields.registrationNumber')} maxLength={50} autoComplete="off" />
          <FormTextField name="transponderNumber" label={t('requests.fields.transponderNumber')} maxLength={50} autoComplete="off" />
        </>
      )}
    </FieldGrid>
  );
}
