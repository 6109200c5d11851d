import dynamic from 'next/dynamic';

// The magnifier needs a pointer that hovers, so it is left out of the first paint.
export const Magnifier = dynamic(() => import('./Magnifier').then((module) => module.Magnifier), { ssr: false });
