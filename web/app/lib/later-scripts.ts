// A phone on a slow network shares its bandwidth between everything the page asks for at once.
// React Router asks for every script of the page in the page's head, so the stylesheet, the font
// and the pictures the shopper came to see arrive behind about 130 KB of scripts, and the page is
// drawn only after all of them. The server's HTML is complete and styled without the scripts (taps
// made before hydration are held and played afterwards, see early-taps.ts), so the scripts can wait:
// the server writes them inert (latePageScripts in later-scripts.server.ts) and the loader below,
// which the server writes after them, brings them to life once the page has been drawn and its
// visible pictures have arrived, or after a short wait at most, or at once when a tap is held.

/** The `rel` a module preload is written with until the loader makes it a real one. */
export const LATER_PRELOAD_REL = 'later-modulepreload';
/** The `type` React Router's module script is written with until the loader runs it. */
export const LATER_SCRIPT_TYPE = 'text/later-module';
/** Longest wait, after the first picture is drawn, for the visible pictures to arrive. */
const LATER_SCRIPTS_WAIT_MS = 1200;

declare global {
  interface Window {
    /** Loads the page's scripts now, if they are still waiting (called when a tap is held). */
    __loadScriptsNow?: () => void;
  }
}

/**
 * The loader: a constant inline script, run where the server writes it (after the inert scripts,
 * so it finds them), which removes itself before hydration so React finds no unexpected node.
 * New elements replace the inert ones, as a browser does not act on a changed `rel` or `type`.
 */
export const LATER_SCRIPTS_LOADER = `(function(){var d=document,w=window,done=false;
function load(){if(done)return;done=true;w.__loadScriptsNow=undefined;
d.querySelectorAll('link[rel="${LATER_PRELOAD_REL}"]').forEach(function(l){var n=d.createElement('link');n.rel='modulepreload';n.href=l.getAttribute('href');if(l.nonce)n.nonce=l.nonce;l.replaceWith(n)});
d.querySelectorAll('script[type="${LATER_SCRIPT_TYPE}"]').forEach(function(s){var n=d.createElement('script');n.type='module';n.async=true;if(s.nonce)n.nonce=s.nonce;n.text=s.text;s.replaceWith(n)})}
function afterPaint(f){requestAnimationFrame(function(){setTimeout(f,0)})}
function seen(i){if(i.complete||i.loading==='lazy')return false;var r=i.getBoundingClientRect();return r.width>0&&r.bottom>0&&r.right>0&&r.top<innerHeight&&r.left<innerWidth}
function start(){var waiting=[].filter.call(d.images,seen),left=waiting.length,go=function(){afterPaint(load)};
if(!left)return go();setTimeout(go,${LATER_SCRIPTS_WAIT_MS});
waiting.forEach(function(i){function one(){if(--left===0)go()}i.addEventListener('load',one,{once:true});i.addEventListener('error',one,{once:true})})}
w.__loadScriptsNow=load;if(d.visibilityState==='hidden')load();else afterPaint(start);
var me=d.currentScript;if(me)me.remove()})();`;
