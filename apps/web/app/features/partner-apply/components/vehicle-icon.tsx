import type { Vehicle } from '@levera/domain';

const PATHS: Record<Vehicle, string> = {
  Car: 'M5 16h14M6.5 16l1.4-5.2A2 2 0 0 1 9.8 9.3h4.4a2 2 0 0 1 1.9 1.5L17.5 16M4 16v3h2v-3m12 0v3h2v-3M7.5 13.5h.01M16.5 13.5h.01',
  MotorBike: 'M5 17a3 3 0 1 0 0-.01zM19 17a3 3 0 1 0 0-.01zM8 17h6l3-6h-4l-2 3H7M13 7h3l1 4',
  Bicycle:
    'M5.5 17a3.5 3.5 0 1 0 0-.01zM18.5 17a3.5 3.5 0 1 0 0-.01zM5.5 17l4-7h6l3 7M9.5 10 8 7H6m9.5 3L14 6h2.5M12 17l-2.5-7',
};

/** A line icon for each vehicle of the rider application (decorative: the label names it). */
export function VehicleIcon({ vehicle }: { vehicle: Vehicle }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="size-6 shrink-0 text-brand-700"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[vehicle]} />
    </svg>
  );
}
