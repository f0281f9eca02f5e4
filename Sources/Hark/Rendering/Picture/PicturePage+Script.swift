extension PicturePage {
    /// The page's behaviour: the keys, clicks, the step slider, Speak, and
    /// the self-test, which drives the page through the keys' own handler.
    static let script = #"""
        (function () {
          'use strict';
        """# + PicturePage.check + #"""
              var data = JSON.parse(document.getElementById('hark-data').textContent);
              var elements = data.elements, steps = data.steps;
              var caption = document.getElementById('caption');
              var rings = [document.getElementById('ring-outer'), document.getElementById('ring')];
              var rows = document.getElementById('rows').children;
              var stepInput = document.getElementById('step');
              var stepCount = document.getElementById('step-count');
              var speakButton = document.getElementById('speak');
              var synth = window.speechSynthesis;
              var current = -1, speaking = false;

              function place(index) {
                if (rows[current]) { rows[current].classList.remove('current');\#
             rows[current].removeAttribute('aria-current'); }
                current = index;
                var frame = index >= 0 ? elements[index].f : null;
                rings.forEach(function (ring) {
                  if (!ring) { return; }
                  if (!frame) { ring.setAttribute('visibility', 'hidden'); return; }
                  ring.setAttribute('x', frame[0] - 3); ring.setAttribute('y', frame[1] - 3);
                  ring.setAttribute('width', frame[2] + 6); ring.setAttribute('height', frame[3] + 6);
                  ring.setAttribute('visibility', 'visible');
                });
                if (rows[index]) {
                  rows[index].classList.add('current'); rows[index].setAttribute('aria-current', 'true');
                  if (rows[index].scrollIntoView) { rows[index].scrollIntoView({block: 'nearest'}); }
                  if (frame && rings[0] && rings[0].scrollIntoView) {\#
             rings[0].scrollIntoView({block: 'nearest', inline: 'nearest'}); }
                }
              }

              function voiceFor(lang) {
                var wanted = lang.toLowerCase(), base = wanted.split('-')[0];
                var voices = synth.getVoices(), fallback = null;
                for (var i = 0; i < voices.length; i++) {
                  var have = voices[i].lang.toLowerCase().replace('_', '-');
                  if (have === wanted) { return voices[i]; }
                  if (!fallback && have.split('-')[0] === base) { fallback = voices[i]; }
                }
                return fallback;
              }

              function say(parts, lang) {
                if (!speaking || !synth) { return; }
                synth.cancel();
                parts.forEach(function (part) {
                  if (!part) { return; }
                  var utterance = new SpeechSynthesisUtterance(part);
                  utterance.lang = lang || data.locale;
                  var voice = voiceFor(utterance.lang);
                  if (voice) { utterance.voice = voice; }
                  synth.speak(utterance);
                });
              }

              function focusElement(index) {
                if (!elements.length) { caption.textContent = '(nothing to focus)'; return; }
                index = Math.max(0, Math.min(elements.length - 1, index));
                var element = elements[index];
                place(index);
                caption.textContent = element.c;
                say([element.s, element.h], element.l);
              }

              function move(offset) { focusElement(current < 0 ? 0 : current + offset); }

              function showStep(index) {
                if (!steps.length) { return; }
                index = Math.max(0, Math.min(steps.length - 1, index));
                var step = steps[index];
                stepInput.value = String(index);
                stepCount.textContent = 'Step ' + (index + 1) + ' of ' + steps.length;
                place(step.f);
                caption.textContent = step.c;
                say([step.s]);
              }

              document.addEventListener('keydown', function (event) {
                if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) { return; }
                var tag = event.target && event.target.tagName;
                if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') { return; }
                switch (event.key) {
                  case 'ArrowRight': move(1); break;
                  case 'ArrowLeft': move(-1); break;
                  case 'Home': focusElement(0); break;
                  case 'End': focusElement(elements.length - 1); break;
                  default: return;
                }
                event.preventDefault();
              });
              document.getElementById('previous').addEventListener('click', function () { move(-1); });
              document.getElementById('next').addEventListener('click', function () { move(1); });
              function clicked(event) {
                var target = event.target.closest('[data-index]');
                if (target) { focusElement(Number(target.getAttribute('data-index'))); }
              }
              var drawing = document.querySelector('.drawing svg');
              if (drawing) { drawing.addEventListener('click', clicked); }
              document.getElementById('rows').addEventListener('click', clicked);
              if (stepInput) {
                stepInput.addEventListener('input', function () { showStep(Number(stepInput.value)); });
                document.getElementById('step-previous').addEventListener('click', function () {\#
             showStep(Number(stepInput.value) - 1); });
                document.getElementById('step-next').addEventListener('click', function () {\#
             showStep(Number(stepInput.value) + 1); });
              }
              if (!synth || !window.SpeechSynthesisUtterance) {
                speakButton.disabled = true;
                speakButton.textContent = 'Speak (this browser has no speech)';
              } else {
                speakButton.addEventListener('click', function () {
                  speaking = !speaking;
                  speakButton.setAttribute('aria-pressed', String(speaking));
                  if (!speaking) { synth.cancel(); }
                });
              }

              // OUT.html#4 opens with element 4 focused; after a session, the last step.
              var asked = /^#([0-9]+)$/.exec(location.hash);
              if (asked) { focusElement(Number(asked[1]) - 1); }\#
             else if (steps.length) { showStep(steps.length - 1); }\#
             else { focusElement(0); }
              if (location.hash === '#selftest' || document.documentElement.hasAttribute('data-selftest'))\#
             { selftest(); }

              function press(key) {
                document.body.dispatchEvent(new KeyboardEvent('keydown', {key: key, bubbles: true, cancelable: true}));
              }

              // Where the drawing and the legend are: flicking must not move them.
              var layout = null, moved = false;
              function checkLayout(out) {
                var drawing = document.querySelector('.drawing'), legend = document.querySelector('.legend');
                if (!drawing || !legend) { return; }
                var d = drawing.getBoundingClientRect(), l = legend.getBoundingClientRect();
                // In the page's coordinates: scrolling the window to the focus is no move.
                var now = [d.left + window.scrollX, d.top + window.scrollY, l.left + window.scrollX, l.width]\#
            .map(Math.round);
                if (!layout) { layout = now; return; }
                if (!moved && now.join() !== layout.join()) {
                  moved = true;
                  out.push('selftest: the page moved while flicking (drawing at ' + now[0] + ',' + now[1] + ', was '\#
             + layout[0] + ',' + layout[1] + '; legend '\#
             + now[3] + ' px wide, was ' + layout[3] + ')');
                }
              }

              function selftest() {
                var out = [data.header];
                if (!elements.length) { out.push('(nothing to focus)'); }
                for (var i = 0; i < elements.length; i++) {
                  press(i === 0 ? 'Home' : 'ArrowRight');
                  out.push(caption.textContent);
                  checkLayout(out);
                  var row = document.querySelector('#rows tr[aria-current]');
                  if (current !== i || !row || row.getAttribute('data-index') !== String(i)) {
                    out.push('selftest: the legend does not highlight element ' + (i + 1));
                  }
                  if (elements[i].f && rings[1] && rings[1].getAttribute('visibility') !== 'visible') {
                    out.push('selftest: no focus ring on element ' + (i + 1));
                  }
                }
                if (elements.length) {
                  press('ArrowRight');
                  if (current !== elements.length - 1) { out.push('selftest: focus moved past the last element'); }
                }
                if (steps.length) {
                  out.push('## session');
                  showStep(0);
                  for (var s = 0; s < steps.length; s++) {
                    if (s > 0) { document.getElementById('step-next').click(); }
                    out.push(caption.textContent);
                    checkLayout(out);
                  }
                }
                out.push('## page check');
                var problems = PageCheck.problems();
                out.push(problems.length ? problems.join('\n') : 'ok');
                var pre = document.getElementById('selftest');
                pre.textContent = out.join('\n') + '\n';
                pre.hidden = false;
              }
            })();
            """#
}
