// The event handler attributes browsers know, lowercase: HTML's GlobalEventHandlers,
// WindowEventHandlers and DocumentAndElementEventHandlers, with the pointer, touch, animation and
// transition events and the prefixed or non-standard ones Chromium, Firefox and Safari still read.

export const EVENT_HANDLER_ATTRIBUTES: ReadonlySet<string> = new Set(
  (
    'abort afterprint animationcancel animationend animationiteration animationstart auxclick beforecopy beforecut ' +
    'beforeinput beforematch beforepaste beforeprint beforetoggle beforeunload beforexrselect begin blur cancel canplay ' +
    'canplaythrough change click close command contentvisibilityautostatechange contextlost contextmenu ' +
    'contextrestored copy cuechange cut dblclick drag dragend dragenter dragexit dragleave dragover dragstart drop ' +
    'durationchange emptied end ended error focus focusin focusout formdata fullscreenchange fullscreenerror ' +
    'gotpointercapture hashchange input invalid keydown keypress keyup languagechange load loadeddata ' +
    'loadedmetadata loadend loadstart lostpointercapture message messageerror mousedown mouseenter mouseleave ' +
    'mousemove mouseout mouseover mouseup mousewheel offline online pagehide pagereveal pageshow pageswap paste ' +
    'pause play playing pointercancel pointerdown pointerenter pointerleave pointermove pointerout pointerover ' +
    'pointerrawupdate pointerup popstate progress ratechange readystatechange rejectionhandled repeat reset resize ' +
    'scroll scrollend scrollsnapchange scrollsnapchanging search securitypolicyviolation seeked seeking select ' +
    'selectionchange selectstart show slotchange stalled storage submit suspend timeupdate toggle touchcancel ' +
    'touchend touchmove touchstart transitioncancel transitionend transitionrun transitionstart ' +
    'unhandledrejection unload visibilitychange volumechange waiting webkitanimationend ' +
    'webkitanimationiteration webkitanimationstart webkitfullscreenchange webkitfullscreenerror ' +
    'webkittransitionend wheel zoom'
  )
    .split(' ')
    .map((event) => `on${event}`),
);
