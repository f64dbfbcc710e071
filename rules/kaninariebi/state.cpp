#include "rules/kaninariebi/state.hpp"

template class rockpool::rules::Engine<rockpool::rules::kaninariebi::Position>;
