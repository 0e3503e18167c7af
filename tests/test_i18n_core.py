"""The translation function: catalogs per area chained, plural forms from the catalog, English fallback."""
from labdesk import i18n
from labdesk.i18n import _, ngettext


def test_english_is_the_source_and_russian_comes_from_the_catalogs():
    try:
        i18n.set_language("en")
        assert _("Settings") == "Settings"
        i18n.set_language("ru")
        assert i18n.language() == "ru"
        assert _("Settings") == "Настройки"
        assert _("a string no catalog has") == "a string no catalog has"
    finally:
        i18n.set_language("en")


def test_russian_plural_forms_follow_the_catalog():
    try:
        i18n.set_language("ru")
        forms = {n: ngettext("{n} player", "{n} players", n).format(n=n) for n in (1, 2, 5, 11, 21)}
        assert forms == {1: "1 игрок", 2: "2 игрока", 5: "5 игроков", 11: "11 игроков", 21: "21 игрок"}
    finally:
        i18n.set_language("en")


def test_unknown_language_means_english(monkeypatch):
    i18n.set_language("xx")
    assert i18n.language() == "en"
    monkeypatch.setenv("LABDESK_LANG", "ru_RU.UTF-8")
    assert i18n.system_language() == "ru"
    monkeypatch.setenv("LABDESK_LANG", "de")
    assert i18n.system_language() == "en"


def test_a_thread_may_speak_another_language_while_the_app_keeps_its_own():
    """The app's own server writes a friend's hint in the friend's language on a worker thread;
    the window's thread keeps the host's."""
    import threading

    from labdesk import i18n

    i18n.set_language("en")
    heard = {}
    inside = threading.Event()
    done = threading.Event()

    def worker():
        with i18n.speaking("ru"):
            heard["worker"] = (i18n._("Resume"), i18n.language())
            inside.set()
            done.wait(5)
        heard["after"] = (i18n._("Resume"), i18n.language())

    thread = threading.Thread(target=worker)
    thread.start()
    inside.wait(5)
    heard["main"] = (i18n._("Resume"), i18n.language())
    done.set()
    thread.join(5)
    assert heard["worker"] == ("Продолжить", "ru")
    assert heard["main"] == ("Resume", "en") and heard["after"] == ("Resume", "en")
