import { useId } from 'react';
import { Camera, Laptop, Monitor, Phone, Smartphone, Tablet, Tv, type LucideIcon } from 'lucide-react';
import type { ClientDevice } from '@/content/catalogue/types';
import { assignLinks, chartGeometry, type OntPorts } from '@/lib/catalogue/application-chart';
import { PALETTE } from '@/lib/brand/palette';
import styles from './application-chart.module.css';

const devices: Record<ClientDevice, { icon: LucideIcon; label: string }> = {
  pc: { icon: Monitor, label: 'Desktop PC' },
  laptop: { icon: Laptop, label: 'Laptop' },
  iptv: { icon: Tv, label: 'IPTV set-top' },
  camera: { icon: Camera, label: 'IP camera' },
  phone: { icon: Phone, label: 'Telephone' },
  smartphone: { icon: Smartphone, label: 'Smartphone' },
  tablet: { icon: Tablet, label: 'Tablet' },
};

// Literal colours: the chart is an SVG whose presentation attributes cannot read custom properties.
const NAVY = PALETTE.navy900;
const CYAN = PALETTE.cyan600;
const LIGHT = PALETTE.cyan400;
const AMBER = PALETTE.amber700;

/**
 * The ONT application chart, drawn from data: OLT → optical splitter → this
 * ONT → the devices its ports serve, each labelled with its link.
 */
export function ApplicationChart({ model, ponType, clients, ports }: { model: string; ponType: string; clients: readonly ClientDevice[]; ports: OntPorts }) {
  const id = useId();
  const g = chartGeometry(clients.length);
  const links = assignLinks(clients, ports);
  const described = clients.map((c, i) => `${devices[c].label} (${links[i]})`).join(', ');
  const ontBottom = g.ont.y + g.ont.h;
  const busY = ontBottom + 24;
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${g.width} ${g.height}`}
      width={g.width}
      height={g.height}
      role="img"
      aria-labelledby={`${id}-t ${id}-d`}
    >
      <title id={`${id}-t`}>{`Application chart for the ${model}`}</title>
      <desc id={`${id}-d`}>{`A ${ponType} OLT feeds an optical splitter over fibre; the splitter feeds the ${model}, which serves: ${described}.`}</desc>

      {/* Fibre from the OLT through the splitter to the ONT. */}
      <line x1={g.width / 2} y1={g.olt.y + g.olt.h} x2={g.width / 2} y2={g.ont.y} stroke={LIGHT} strokeWidth={4} />
      <rect {...box(g.olt)} rx={8} fill={NAVY} />
      <text x={g.width / 2} y={g.olt.y + 24} textAnchor="middle" className={styles.boxTitle} fill="#fff">
        OLT
      </text>
      <text x={g.width / 2} y={g.olt.y + 44} textAnchor="middle" className={styles.boxSub} fill={PALETTE.onDarkMuted}>
        {`${ponType} optical line terminal`}
      </text>

      <polygon
        points={`${g.splitter.cx - g.splitter.size / 2},${g.splitter.y} ${g.splitter.cx + g.splitter.size / 2},${g.splitter.y} ${g.splitter.cx},${g.splitter.y + g.splitter.size}`}
        fill="#fff"
        stroke={CYAN}
        strokeWidth={3}
      />
      <text x={g.splitter.cx + g.splitter.size / 2 + 10} y={g.splitter.y + 22} className={styles.label} fill={NAVY}>
        Optical splitter
      </text>
      <text x={g.splitter.cx - g.splitter.size / 2 - 10} y={g.splitter.y + 22} textAnchor="end" className={styles.label} fill={CYAN}>
        Fibre
      </text>

      <rect {...box(g.ont)} rx={8} fill="#fff" stroke={NAVY} strokeWidth={2.5} />
      <text x={g.width / 2} y={g.ont.y + 24} textAnchor="middle" className={styles.boxTitle} fill={NAVY}>
        {model}
      </text>
      <text x={g.width / 2} y={g.ont.y + 44} textAnchor="middle" className={styles.boxSub} fill={CYAN}>
        ONT
      </text>

      {/* Drops from the ONT to each device. */}
      <line x1={g.width / 2} y1={ontBottom} x2={g.width / 2} y2={busY} stroke={NAVY} strokeWidth={2} />
      {g.devices.map((d, i) => {
        const cx = d.x + d.w / 2;
        const kind = links[i]!;
        const colour = kind === 'WiFi' ? AMBER : kind === 'POTS' ? CYAN : NAVY;
        return (
          <path
            key={`link-${i}`}
            d={`M${g.width / 2} ${busY} H${cx} V${d.y}`}
            fill="none"
            stroke={colour}
            strokeWidth={2}
            strokeDasharray={kind === 'WiFi' ? '5 5' : undefined}
          />
        );
      })}
      {g.devices.map((d, i) => {
        const client = clients[i]!;
        const Icon = devices[client].icon;
        const kind = links[i]!;
        return (
          <g key={`device-${i}`}>
            <rect {...box(d)} rx={8} fill={PALETTE.surfaceAlt} stroke={PALETTE.line} />
            <Icon x={d.x + d.w / 2 - 13} y={d.y + 8} width={26} height={26} color={NAVY} strokeWidth={1.75} aria-hidden="true" />
            <text x={d.x + d.w / 2} y={d.y + 50} textAnchor="middle" className={styles.deviceLabel} fill={NAVY}>
              {devices[client].label}
            </text>
            <text x={d.x + d.w / 2} y={d.y + 66} textAnchor="middle" className={styles.link} fill={kind === 'WiFi' ? AMBER : CYAN}>
              {kind}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

const box = (b: { x: number; y: number; w: number; h: number }) => ({ x: b.x, y: b.y, width: b.w, height: b.h });
