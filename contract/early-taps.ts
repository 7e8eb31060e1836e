/**
 * Taps a resident makes on a server-rendered page before its app has hydrated (issue 38). The page shows its
 * controls at once, but a button's handler exists only once the app runs: on a slow phone that is a second or
 * two after the page shows, and a tap in between did nothing. The server puts this script inline at the top of
 * every server-rendered page (its hash is allowed by the Content-Security-Policy); it remembers such taps on
 * buttons and changes of selects, and the app replays them once it has hydrated (web/src/lib/early-taps.ts).
 * Links and submit buttons are left alone: they work without the app.
 *
 * Written as plain ES5 text because it runs before anything else and is never bundled.
 */

/** The window property holding the remembered taps; set to null when the app takes over. */
export const EARLY_TAPS_KEY = '__earlyTaps';

/**
 * The attribute a remembered button carries until the app takes the taps over (just before it hydrates): the page
 * shows at once that the tap was taken (web/src/styles/global.css), where before nothing changed for a second or
 * more while the app loaded.
 */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';

/*
 * A second tap on a button already remembered is the same wish said again (nothing seemed to happen), not a
 * second click: replaying both closed again a toggle the first one opened (issue 52). A select keeps its last
 * choice only.
 */
export const EARLY_TAPS_SCRIPT = `(function(){var taps=window.${EARLY_TAPS_KEY}=[];function find(element){for(var i=0;i<taps.length;i++)if(taps[i].element===element)return taps[i];return null;}function remember(event){if(window.${EARLY_TAPS_KEY}!==taps)return;var target=event.target&&event.target.closest?event.target.closest('button,select'):null;if(!target||target.disabled)return;var known=find(target);if(target.tagName==='BUTTON'){if(target.type==='submit'&&target.form)return;if(event.type!=='click')return;event.preventDefault();if(known)return;target.setAttribute('${EARLY_TAP_ATTRIBUTE}','');taps.push({element:target});}else if(event.type==='change'){if(known)known.value=target.value;else taps.push({element:target,value:target.value});}}document.addEventListener('click',remember,true);document.addEventListener('change',remember,true);})();`;

/** A remembered tap: a button to click, or a select and the value chosen. */
export interface EarlyTap {
  element: Element;
  value?: string;
}
