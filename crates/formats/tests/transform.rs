//! The effect-wide transforms (`fxr::transform`) on a designed effect with known values, on the
//! demo effects and on real files: identity parameters give the original bytes, and each
//! transform changes exactly what the action definitions mark, by its formula.

use fxr_demo::builder::{
    ActionBuilder, ConfigBuilder, basic_node, effect, linear, linear4, playing_state, root_node,
    timed_state,
};
use fxr_formats::fxr::actions::{self, ColorRole, Location, SlotKind};
use fxr_formats::fxr::transform::{
    self, Recolor, ScaleOptions, TimeScaleOptions, recolor, scale, time_scale,
};
use fxr_formats::fxr::{self, Action, Fxr, Game, Operand, Property, PropertyValue};
use fxr_formats::testutil::{files_under, sample, shared_corpus};

const RED: [f32; 4] = [1.0, 0.0, 0.0, 1.0];
const GREEN: [f32; 4] = [0.0, 1.0, 0.0, 1.0];
const BLUE: [f32; 4] = [0.0, 0.0, 1.0, 0.5];

/// One Elden Ring node with known values: a 0.5 s delay and a 2 s duration (128), an offset
/// (35), a 0.25 s emission interval (300), a speed of 2 and a gravity of 4 (60), and a
/// billboard (603) with a red color1, a color3 going red to green to blue over a second, a
/// red bloom colour, a width curve and view distances (-1: none, and 100); states: 3 s, then
/// playing.
fn designed() -> Fxr {
    let built = (|| {
        let attributes = ActionBuilder::er(128)?
            .float("delay", 0.5)?
            .constant("duration", &[2.0])?
            .build();
        let transform = ActionBuilder::er(35)?
            .floats("offset", &[1.0, 2.0, 3.0])?
            .build();
        let emitter = ActionBuilder::er(300)?
            .constant("interval", &[0.25])?
            .build();
        let movement = ActionBuilder::er(60)?
            .constant("speed", &[2.0])?
            .constant("gravity", &[4.0])?
            .build();
        let billboard = ActionBuilder::er(603)?
            .constant("color1", &RED)?
            .property("color3", linear4(&[(0.0, RED), (0.5, GREEN), (1.0, BLUE)]))?
            .floats("bloomColor", &RED)?
            .property("width", linear(&[(0.0, 1.0), (1.0, 3.0)]))?
            .float("minFadeDistance", -1.0)?
            .float("maxDistance", 100.0)?
            .build();
        let config = ConfigBuilder::er()?
            .with([attributes, transform, emitter, movement, billboard])?
            .build();
        let node = basic_node(Game::EldenRing, vec![config], &[0, 0], Vec::new())?;
        let states = vec![timed_state(3.0, 1), playing_state()];
        Ok::<_, fxr_demo::DemoError>(effect(
            7000,
            states,
            root_node(Game::EldenRing, vec![node])?,
        ))
    })();
    built.expect("the designed effect builds")
}

/// The first action of a type in the first node's first config.
fn action(fxr: &Fxr, action_type: i16) -> &Action {
    fxr.root.children[0].configs[0]
        .actions
        .iter()
        .find(|a| a.action_type == action_type)
        .expect("the designed effect has the action")
}

/// A property of that action, by name.
fn property<'a>(fxr: &'a Fxr, action_type: i16, name: &str) -> &'a Property {
    let a = action(fxr, action_type);
    let def = actions::definition_for_file(action_type, fxr.game).expect("a definition");
    match def.locate(name).expect("a name of the definition") {
        Location::Property1(i) => &a.properties1[i],
        Location::Property2(i) => &a.properties2[i],
        _ => panic!("{name} is a field"),
    }
}

/// A field of that action, by name, with its components (a vector field's slots).
fn field(fxr: &Fxr, action_type: i16, name: &str) -> Vec<f32> {
    let a = action(fxr, action_type);
    let def = actions::definition_for_file(action_type, fxr.game).expect("a definition");
    let (list, defs, i) = match def.locate(name).expect("a name of the definition") {
        Location::Field1(i) => (&a.fields1, def.fields1, i),
        Location::Field2(i) => (&a.fields2, def.fields2, i),
        _ => panic!("{name} is a property"),
    };
    let n = usize::from(defs[i].components);
    list[i..i + n].iter().map(|f| f.as_f32()).collect()
}

fn constant(p: &Property) -> [f32; 4] {
    p.constant().expect("a constant")
}

fn keys(p: &Property) -> (Vec<f32>, Vec<[f32; 4]>) {
    let k = p.keyframes().expect("keyframes");
    (k.times, k.values)
}

fn close(a: &[f32], b: &[f32]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x - y).abs() < 1e-5)
}

fn bytes(fxr: &Fxr) -> Vec<u8> {
    fxr::write(fxr).expect("the effect writes")
}

/// Every identity transform of `fxr`, each on its own copy, with the bytes it writes.
fn identity_outputs(fxr: &Fxr) -> Vec<(&'static str, Vec<u8>)> {
    let mut out = Vec::new();
    let mut a = fxr.clone();
    recolor(&mut a, &Recolor::default()).expect("the identity recolours");
    out.push(("recolor hue=0,saturation=1,brightness=1", bytes(&a)));
    let mut b = fxr.clone();
    let all = ScaleOptions {
        view_distance: true,
        particle_modifier: false,
    };
    scale(&mut b, 1.0, &all).expect("scale 1");
    out.push(("scale 1", bytes(&b)));
    let mut c = fxr.clone();
    let tracers = TimeScaleOptions {
        tracer_durations: true,
    };
    time_scale(&mut c, 1.0, &tracers).expect("time scale 1");
    out.push(("time scale 1", bytes(&c)));
    out
}

#[test]
fn identity_transforms_give_the_original_bytes_on_the_designed_and_demo_effects() {
    let mut effects = fxr_demo::demo_effects().expect("the demo builds");
    effects.push(designed());
    for effect in &effects {
        let original = bytes(effect);
        for (what, written) in identity_outputs(effect) {
            assert!(
                written == original,
                "effect {}: {what} changed bytes",
                effect.id
            );
        }
    }
}

#[test]
fn a_hue_shift_of_120_degrees_turns_red_green_and_green_blue() {
    let mut fxr = designed();
    let before = fxr.clone();
    let report = recolor(
        &mut fxr,
        &Recolor {
            hue: 120.0,
            ..Recolor::default()
        },
    )
    .expect("recolours");
    assert!(close(&constant(property(&fxr, 603, "color1")), &GREEN));
    let (times, values) = keys(property(&fxr, 603, "color3"));
    assert_eq!(times, [0.0, 0.5, 1.0]);
    assert!(close(&values[0], &GREEN), "{values:?}");
    assert!(close(&values[1], &[0.0, 0.0, 1.0, 1.0]), "{values:?}");
    // Blue at alpha 0.5 turns red; alpha is kept.
    assert!(close(&values[2], &[1.0, 0.0, 0.0, 0.5]), "{values:?}");
    assert!(close(&field(&fxr, 603, "bloomColor"), &GREEN));
    // Nothing else changed: the width, the speeds, the times.
    assert_eq!(
        property(&fxr, 603, "width"),
        property(&before, 603, "width")
    );
    assert_eq!(action(&fxr, 60), action(&before, 60));
    assert_eq!(fxr.states, before.states);
    assert_eq!((report.properties, report.fields), (2, 2), "{report:?}");
    assert!(report.left.is_empty(), "{report:?}");
}

#[test]
fn brightness_changes_the_primary_colour_only() {
    let mut fxr = designed();
    recolor(
        &mut fxr,
        &Recolor {
            brightness: 0.5,
            ..Recolor::default()
        },
    )
    .expect("recolours");
    // color3 is BillboardEx's primary colour (the library's `color: primary`).
    let (_, values) = keys(property(&fxr, 603, "color3"));
    assert!(close(&values[0], &[0.5, 0.0, 0.0, 1.0]));
    assert!(close(&values[2], &[0.0, 0.0, 0.5, 0.5]));
    // color1 and bloomColor are factors (`color: true`): unchanged.
    assert_eq!(constant(property(&fxr, 603, "color1")), RED);
    assert_eq!(field(&fxr, 603, "bloomColor"), RED);
    let def = actions::definition(603, Game::EldenRing).expect("603");
    let role = |name: &str| {
        def.properties1
            .iter()
            .find(|p| p.name == name)
            .and_then(|p| p.color)
    };
    assert_eq!(role("color3"), Some(ColorRole::Primary));
}

#[test]
fn a_palette_gives_each_colour_the_hue_of_its_nearest_entry() {
    let mut fxr = designed();
    let palette: Recolor = "palette=#ffff00/#0080ff".parse().expect("a palette");
    recolor(&mut fxr, &palette).expect("recolours");
    // Red (hue 0) is nearer yellow (60) than azure (#0080ff, hue 209.9); green (120) too;
    // blue (240) nearer azure, whose own colour it takes at its saturation and value.
    let (_, values) = keys(property(&fxr, 603, "color3"));
    assert!(close(&values[0], &[1.0, 1.0, 0.0, 1.0]), "{values:?}");
    assert!(close(&values[1], &[1.0, 1.0, 0.0, 1.0]), "{values:?}");
    assert!(
        close(&values[2], &[0.0, 128.0 / 255.0, 1.0, 0.5]),
        "{values:?}"
    );
}

#[test]
fn scale_multiplies_what_the_library_marks_and_keeps_view_distances() {
    let mut fxr = designed();
    let before = fxr.clone();
    scale(&mut fxr, 2.0, &ScaleOptions::default()).expect("scales");
    assert_eq!(field(&fxr, 35, "offset"), [2.0, 4.0, 6.0]);
    assert_eq!(constant(property(&fxr, 60, "speed"))[0], 4.0);
    assert_eq!(constant(property(&fxr, 60, "gravity"))[0], 8.0);
    let (times, values) = keys(property(&fxr, 603, "width"));
    assert_eq!(times, [0.0, 1.0]);
    assert_eq!((values[0][0], values[1][0]), (2.0, 6.0));
    // Not lengths: colours, times, the interval.
    assert_eq!(
        property(&fxr, 603, "color3"),
        property(&before, 603, "color3")
    );
    assert_eq!(
        property(&fxr, 300, "interval"),
        property(&before, 300, "interval")
    );
    // View distances only when asked; -1 (no limit) stays -1.
    assert_eq!(field(&fxr, 603, "maxDistance"), [100.0]);
    let mut with_views = designed();
    let options = ScaleOptions {
        view_distance: true,
        particle_modifier: false,
    };
    scale(&mut with_views, 2.0, &options).expect("scales");
    assert_eq!(field(&with_views, 603, "maxDistance"), [200.0]);
    assert_eq!(field(&with_views, 603, "minFadeDistance"), [-1.0]);
}

#[test]
fn time_scale_stretches_durations_and_curves_and_slows_rates() {
    let mut fxr = designed();
    let report = time_scale(&mut fxr, 2.0, &TimeScaleOptions::default()).expect("stretches");
    assert_eq!(field(&fxr, 128, "delay"), [1.0]);
    assert_eq!(constant(property(&fxr, 128, "duration"))[0], 4.0);
    assert_eq!(constant(property(&fxr, 300, "interval"))[0], 0.5);
    // A speed (time: true) halves, an acceleration (time: sq) quarters.
    assert_eq!(constant(property(&fxr, 60, "speed"))[0], 1.0);
    assert_eq!(constant(property(&fxr, 60, "gravity"))[0], 1.0);
    // Curves over particle age keep their values over twice the time.
    let (times, values) = keys(property(&fxr, 603, "color3"));
    assert_eq!(times, [0.0, 1.0, 2.0]);
    assert_eq!(values[1], GREEN);
    assert_eq!(keys(property(&fxr, 603, "width")).0, [0.0, 2.0]);
    // The state that lasted 3 s lasts 6.
    let literal = fxr.states[0].conditions[1].left;
    assert_eq!(literal, Operand::Literal(6.0));
    assert_eq!(report.conditions, 1);
}

#[test]
fn bad_parameters_are_refused_and_change_nothing() {
    let mut fxr = designed();
    let before = fxr.clone();
    assert!(scale(&mut fxr, 0.0, &ScaleOptions::default()).is_err());
    assert!(time_scale(&mut fxr, f32::NAN, &TimeScaleOptions::default()).is_err());
    let grey_palette: Recolor = "palette=#808080".parse().expect("parses");
    assert!(recolor(&mut fxr, &grey_palette).is_err());
    assert!("hue=red".parse::<Recolor>().is_err());
    assert!("tint=3".parse::<Recolor>().is_err());
    assert_eq!(fxr, before);
    let parsed: Recolor = "hue=30, saturation=1.2,brightness=0.9"
        .parse()
        .expect("parses");
    assert_eq!(
        (parsed.hue, parsed.saturation, parsed.brightness),
        (30.0, 1.2, 0.9)
    );
}

/// The hue, saturation and value of a colour in 0..=1 (an independent conversion, for the
/// real-file check).
fn hsv(c: [f32; 4]) -> (f32, f32, f32) {
    let [r, g, b, _] = c;
    let max = r.max(g).max(b);
    let min = r.min(g).min(b);
    let d = max - min;
    let h = if d == 0.0 {
        0.0
    } else if max == r {
        60.0 * ((g - b) / d).rem_euclid(6.0)
    } else if max == g {
        60.0 * ((b - r) / d + 2.0)
    } else {
        60.0 * ((r - g) / d + 4.0)
    };
    (h, if max > 0.0 { d / max } else { 0.0 }, max)
}

/// Every constant colour property of an effect (by the definitions' colour marks), in tree
/// order.
fn colour_constants(fxr: &Fxr) -> Vec<[f32; 4]> {
    let mut out = Vec::new();
    for a in fxr.actions() {
        let Some(def) = actions::definition_for_file(a.action_type, fxr.game) else {
            continue;
        };
        let lists = [
            (&a.properties1, def.properties1),
            (&a.properties2, def.properties2),
        ];
        for (props, defs) in lists {
            for (p, d) in props.iter().zip(defs) {
                if let (Some(_), Ok(PropertyValue::Constant(c))) = (d.color, p.decode()) {
                    out.push(c);
                }
            }
        }
    }
    out
}

/// Every coloured constant of `shifted` has the hue of `original`'s turned by `degrees`, with
/// its saturation and value; a grey is unchanged. Returns how many were coloured.
fn assert_hues_turned(original: &Fxr, shifted: &Fxr, degrees: f32) -> usize {
    let (old, new) = (colour_constants(original), colour_constants(shifted));
    assert_eq!(old.len(), new.len());
    let mut coloured = 0;
    for (o, n) in old.iter().zip(&new) {
        let (h0, s0, v0) = hsv(*o);
        let (h1, s1, v1) = hsv(*n);
        let in_range = o[..3].iter().all(|c| (0.0..=1.0).contains(c));
        if s0 > 0.0 && in_range {
            coloured += 1;
            let turned = (h1 - h0).rem_euclid(360.0);
            let off = (turned - degrees)
                .abs()
                .min((turned - degrees - 360.0).abs());
            assert!(off < 0.01, "effect {}: {o:?} -> {n:?}", original.id);
            assert!(
                (s1 - s0).abs() < 1e-4 && (v1 - v0).abs() < 1e-4,
                "{o:?} -> {n:?}"
            );
        } else if s0 == 0.0 {
            assert_eq!(o, n, "a grey keeps its colour");
        }
        assert_eq!(o[3], n[3], "alpha is kept");
    }
    coloured
}

#[test]
fn on_the_demo_effects_hues_turn_and_durations_stretch_by_the_formula() {
    let shift = Recolor {
        hue: 200.0,
        ..Recolor::default()
    };
    let mut coloured = 0;
    for effect in fxr_demo::demo_effects().expect("the demo builds") {
        let mut shifted = effect.clone();
        recolor(&mut shifted, &shift).expect("recolours");
        coloured += assert_hues_turned(&effect, &shifted, 200.0);
        let mut slow = effect.clone();
        time_scale(&mut slow, 3.0, &TimeScaleOptions::default()).expect("stretches");
        assert_durations_scaled(&effect, &slow, 3.0);
    }
    assert!(coloured > 10, "{coloured} coloured constants in the demo");
}

/// Each field the definitions name, of two versions of one effect: (before, after, definition).
fn defined_fields(a: &Fxr, b: &Fxr) -> Vec<(fxr::Field, fxr::Field, &'static actions::FieldDef)> {
    let mut out = Vec::new();
    for (x, y) in a.actions().iter().zip(b.actions()) {
        let Some(def) = actions::definition_for_file(x.action_type, a.game) else {
            continue;
        };
        for (list_x, list_y, defs) in [
            (&x.fields1, &y.fields1, def.fields1),
            (&x.fields2, &y.fields2, def.fields2),
        ] {
            for ((fx, fy), d) in list_x.iter().zip(list_y).zip(defs) {
                out.push((*fx, *fy, d));
            }
        }
    }
    out
}

/// Every float field marked a duration (`time: inv`) is `factor` times the original's, and
/// every state-time literal too.
fn assert_durations_scaled(original: &Fxr, slow: &Fxr, factor: f32) {
    for (fa, fb, d) in defined_fields(original, slow) {
        if d.time == Some(actions::TimeRule::Duration) && d.kind == SlotKind::Float {
            assert_eq!(fb.as_f32(), fa.as_f32() * factor, "{}", d.name);
        }
    }
    let conditions = |f: &Fxr| -> Vec<fxr::Condition> {
        f.states.iter().flat_map(|s| s.conditions.clone()).collect()
    };
    for (a, b) in conditions(original).iter().zip(conditions(slow)) {
        if let (Operand::Literal(x), Operand::StateTime) = (a.left, a.right) {
            assert_eq!(b.left, Operand::Literal(x * factor));
        }
    }
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn on_the_elden_ring_sample_hue_shifts_by_120_degrees_and_lengths_double() {
    let Some(data) = sample("er/f000523390.fxr") else {
        return;
    };
    let original = fxr::read(&data).expect("the sample reads");
    assert_eq!(fxr::write(&original).expect("writes"), data);
    let mut shifted = original.clone();
    let report = recolor(
        &mut shifted,
        &Recolor {
            hue: 120.0,
            ..Recolor::default()
        },
    )
    .expect("recolours");
    assert!(report.properties > 0, "{report}");
    let coloured = assert_hues_turned(&original, &shifted, 120.0);
    eprintln!("{coloured} coloured constants turned by 120 degrees; {report}");
    let mut slow = original.clone();
    time_scale(&mut slow, 2.0, &TimeScaleOptions::default()).expect("stretches");
    assert_durations_scaled(&original, &slow, 2.0);

    // Scale 2: every float field the definitions mark as always scaled doubles.
    let mut doubled = original.clone();
    scale(&mut doubled, 2.0, &ScaleOptions::default()).expect("scales");
    for (fa, fb, d) in defined_fields(&original, &doubled) {
        let marked = d.scale == Some(actions::ScaleRule::Always);
        if marked && d.kind == SlotKind::Float {
            assert_eq!(fb.as_f32(), fa.as_f32() * 2.0, "{}", d.name);
        } else if d.scale.is_none() {
            assert_eq!(fa, fb, "{} is not a length", d.name);
        }
    }
    for (what, written) in identity_outputs(&original) {
        assert!(written == data, "{what} changed the sample's bytes");
    }
}

#[test]
#[cfg_attr(not(shared_corpus), ignore = "no ../shared/corpus")]
fn identity_transforms_give_every_corpus_effect_its_bytes() {
    let Some(corpus) = shared_corpus() else {
        return;
    };
    let mut checked = 0;
    let mut totals: [(usize, usize, std::collections::BTreeMap<String, usize>); 3] =
        Default::default();
    for path in files_under(&corpus) {
        if path.extension().and_then(|e| e.to_str()) != Some("fxr") {
            continue;
        }
        let data = std::fs::read(&path).expect("a corpus file reads");
        let effect = fxr::read(&data).expect("a corpus effect parses");
        if fxr::write(&effect).expect("writes") != data {
            continue; // Not byte-exact to begin with (none is, today; the corpus test says).
        }
        for (what, written) in identity_outputs(&effect) {
            assert!(written == data, "{}: {what} changed bytes", path.display());
        }
        // Real changes: every value left as it is is named, with why.
        let mut changed = effect.clone();
        let hue = Recolor {
            hue: 90.0,
            ..Recolor::default()
        };
        let reports = [
            transform::recolor(&mut changed, &hue).expect("recolours"),
            scale(&mut changed, 2.0, &ScaleOptions::default()).expect("scales"),
            time_scale(&mut changed, 2.0, &TimeScaleOptions::default()).expect("stretches"),
        ];
        for (total, report) in totals.iter_mut().zip(&reports) {
            assert!(report.left.iter().all(|l| !l.why.is_empty()));
            total.0 += report.properties;
            total.1 += report.fields;
            for l in &report.left {
                *total.2.entry(l.why.clone()).or_insert(0) += 1;
            }
        }
        fxr::read(&fxr::write(&changed).expect("writes")).expect("what was written reads");
        checked += 1;
    }
    eprintln!("{checked} corpus effects: identity transforms give their bytes");
    for (what, (properties, fields, left)) in ["hue 90", "scale 2", "time 2"].iter().zip(&totals) {
        eprintln!("{what}: {properties} properties, {fields} field words changed; left: {left:?}");
    }
    assert!(checked > 400, "{checked}");
}
