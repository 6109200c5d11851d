/** Past this the scripts load even if the browser never reports a first contentful paint. */
export const FIRST_PAINT_WAIT_LIMIT_MS = 3_000;

/**
 * The inline script that adds the page's scripts, in order, once the first contentful paint is on
 * screen: at once in a hidden tab (it does not paint) or a browser without paint timing.
 */
export function scriptsAfterFirstPaint(sources: readonly string[]): string {
  // Script paths never hold "<", but a "</script>" in them must not end this inline script.
  const sourceList = JSON.stringify(sources).replace(/</g, '\\u003c');
  return `(function(sources){
var started=false;
function start(){
if(started)return;
started=true;
sources.forEach(function(source){var script=document.createElement('script');script.setAttribute('src',source);script.async=false;document.head.appendChild(script);});
}
var Observer=window.PerformanceObserver;
var types=Observer&&Observer.supportedEntryTypes;
if(document.visibilityState!=='visible'||!types||types.indexOf('paint')<0)return start();
new Observer(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();start();}}).observe({type:'paint',buffered:true});
setTimeout(start,${FIRST_PAINT_WAIT_LIMIT_MS});
})(${sourceList});`;
}
