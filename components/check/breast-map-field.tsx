'use client';

import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import {
  CLOCK_CHOICES,
  directionWords,
  DISTANCE_CHOICES,
  moveByKey,
  NIPPLE,
  positionAt,
  positionLabel,
  sideName,
  type MapPosition,
  type Side,
} from '@/lib/check/breast-map';
import { FieldError } from '@/components/forms/field-messages';
import { BreastClockFace, MAP_VIEWBOX, MAP_RADIUS, type MapMark } from './breast-clock-face';

interface BreastMapFieldProps {
  side: Side;
  value: MapPosition | null;
  onChange(position: MapPosition): void;
  /** Findings already recorded in this breast, shown on the map. */
  marks?: readonly MapMark[];
  error?: string;
  /** Prefix for element ids, so an error summary can link to the first control. */
  idPrefix: string;
}

const AREAS = [
  { area: 'breast', label: 'A place on the breast' },
  { area: 'armpit', label: 'In the armpit' },
  { area: 'whole', label: 'The whole breast' },
] as const;

const DISTANCE_OPTIONS = DISTANCE_CHOICES.map((cm) => ({ value: cm, label: cm === 0 ? 'At the nipple' : `${cm} cm` }));

/** A place on the map as a plain list, for screen readers and anyone who prefers choosing from a list. */
function MapSelect({
  label,
  value,
  options,
  invalid,
  onChange,
}: {
  label: string;
  value: number | '';
  options: readonly { value: number; label: string }[];
  invalid: boolean;
  onChange(value: number): void;
}) {
  return (
    <label className="block">
      <span className="block font-semibold">{label}</span>
      <select
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-invalid={invalid || undefined}
        className="mt-1 min-h-11 w-full rounded-md border-2 border-line bg-surface px-2"
      >
        <option value="" disabled>
          Choose
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Where a finding is: the clock-face map (pointer, or arrow keys once focused), and the same choice as plain
 * lists for screen readers and anyone who prefers them. Both set one value, read back in words below.
 */
export function BreastMapField({ side, value, onChange, marks = [], error, idPrefix }: BreastMapFieldProps) {
  const helpId = useId();
  const readoutId = useId();
  const errorId = `${idPrefix}-error`;
  const describedBy = [error ? errorId : null, readoutId].filter(Boolean).join(' ');
  const breast = value?.area === 'breast' ? value : null;
  const name = sideName(side);

  function pick(event: MouseEvent<SVGSVGElement>) {
    if ((event.target as Element).getAttribute('data-area') === 'armpit') return onChange({ area: 'armpit' });
    const box = event.currentTarget.getBoundingClientRect();
    const x = MAP_VIEWBOX.x + ((event.clientX - box.left) / box.width) * MAP_VIEWBOX.width;
    const y = MAP_VIEWBOX.y + ((event.clientY - box.top) / box.height) * MAP_VIEWBOX.height;
    const position = positionAt(x, y, MAP_RADIUS);
    if (position) onChange(position);
  }

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const next = moveByKey(value ?? NIPPLE, event.key);
    if (!next) return;
    event.preventDefault();
    onChange(next);
  }

  return (
    <fieldset className="mt-4" aria-describedby={describedBy}>
      <legend className="text-lg font-semibold">Where is it in your {name} breast?</legend>
      <FieldError id={errorId}>{error}</FieldError>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
        {AREAS.map((choice, i) => (
          <label key={choice.area} className="flex min-h-11 items-center gap-2">
            <input
              id={i === 0 ? `${idPrefix}-area` : undefined}
              type="radio"
              name={`${idPrefix}-area`}
              checked={value?.area === choice.area}
              onChange={() => onChange(choice.area === 'breast' ? (breast ?? NIPPLE) : { area: choice.area })}
              className="size-5 accent-pink"
            />
            {choice.label}
          </label>
        ))}
      </div>
      <div className="mt-3 grid gap-4 sm:grid-cols-[minmax(0,20rem)_1fr]">
        <div
          tabIndex={0}
          role="group"
          aria-label={`Map of your ${name} breast as you look down at it`}
          aria-describedby={`${helpId} ${readoutId}`}
          onKeyDown={move}
          className="rounded-lg text-ink"
        >
          <svg
            viewBox={`${MAP_VIEWBOX.x} ${MAP_VIEWBOX.y} ${MAP_VIEWBOX.width} ${MAP_VIEWBOX.height}`}
            onClick={pick}
            className="w-full cursor-crosshair touch-manipulation"
            aria-hidden="true"
          >
            <BreastClockFace side={side} marks={marks} selected={value} />
          </svg>
          <p id={helpId} className="text-sm text-ink-muted">
            Tap the map, or use the arrow keys: left and right go round the clock, up and down move away from or towards
            the nipple. 12 o&apos;clock is towards your chin.
          </p>
        </div>
        <div className="space-y-3">
          <MapSelect
            label="Clock position"
            value={breast?.clock ?? ''}
            options={CLOCK_CHOICES.map((hour) => ({
              value: hour,
              label: `${hour} o'clock (${directionWords(side, hour)})`,
            }))}
            invalid={Boolean(error)}
            onChange={(clock) => onChange({ area: 'breast', clock, distanceCm: breast?.distanceCm ?? 1 })}
          />
          <MapSelect
            label="Distance from the nipple"
            value={breast?.distanceCm ?? ''}
            options={DISTANCE_OPTIONS}
            invalid={Boolean(error)}
            onChange={(distanceCm) => onChange({ area: 'breast', clock: breast?.clock ?? 12, distanceCm })}
          />
          <p id={readoutId} aria-live="polite" className="font-semibold" data-testid={`${idPrefix}-readout`}>
            {value ? `Marked: ${positionLabel(side, value)}` : 'Not marked yet'}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
